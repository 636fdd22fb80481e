// HTTP figures: the hot tags against a bare Fastify JSON route, on PGlite and on
// PostgreSQL, measured with autocannon in one run (DESIGN.md §9).
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import {
  freePort,
  type ServerProcess,
  spawnServer,
  waitUntilReady,
} from '../../apps/server/test/server-process';
import { type Family, postApi, signUpFamily } from '../../test/http-api';

export const CONNECTIONS = 50;
const HEADERS = { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' };

export interface Figures {
  target: string;
  engine: string;
  rps: number;
  p50: number;
  p99: number;
  /** Answers other than 2xx, and connection errors: a figure is only good when both are 0. */
  failures: number;
}

/** One autocannon run against POST /api; `body` is called per request. */
/** One request of a measurement: its body, and the client address it says it comes from. */
interface Call {
  body: object;
  address?: string;
}

async function measure(
  url: string,
  next: () => Call,
  seconds: number,
): Promise<Omit<Figures, 'target' | 'engine'>> {
  const run = (duration: number) =>
    autocannon({
      url: `${url}/api`,
      connections: CONNECTIONS,
      duration,
      requests: [
        {
          method: 'POST',
          headers: HEADERS,
          setupRequest: (request) => {
            const { body, address } = next();
            const headers = address ? { ...HEADERS, 'x-forwarded-for': address } : HEADERS;
            return { ...request, headers, body: JSON.stringify(body) };
          },
        },
      ],
    });
  await run(Math.max(1, Math.round(seconds / 4))); // warm up the JIT and the pools
  const result = await run(seconds);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

/** Children practicing at once: each connection's calls rotate through their sessions. */
const FAMILIES = 25;

/** The hot tags as the product calls them, for premium families (so repeats are allowed). */
function hotTags(families: Family[]): [string, () => Call][] {
  let turn = 0;
  const next = () => families[turn++ % families.length]!;
  return [
    ['publicmath.get', () => ({ body: { tag: 'publicmath.get' } })],
    [
      'student.mathget',
      () => ({
        body: { tag: 'student.mathget', subjects: ['addition'], usertoken: next().studentToken },
      }),
    ],
    [
      'student.mathcomplete',
      () => ({
        body: {
          tag: 'student.mathcomplete',
          subject: 'addition',
          errors: '1',
          timezone: 'UTC',
          attempt: randomUUID(),
          usertoken: next().studentToken,
        },
      }),
    ],
    [
      // Parents sign in from their own homes: the per-address limit is not what is measured.
      'user.connect',
      () => {
        const family = next();
        return {
          body: { tag: 'user.connect', email: family.email, emailpassword: family.emailpassword },
          address: family.address,
        };
      },
    ],
  ];
}

async function startBare(): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const script = fileURLToPath(new URL('./bare-server.mjs', import.meta.url));
  const child = spawn(process.execPath, [script, String(port)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve) => child.stdout?.once('data', () => resolve()));
  return { url: `http://127.0.0.1:${port}`, child };
}

async function stop(server: ServerProcess): Promise<void> {
  server.child.kill('SIGTERM');
  await server.exited;
}

/** A database of the bench's own on the PostgreSQL at `adminUrl`, dropped afterwards. */
async function benchDatabase(adminUrl: string) {
  const name = `mathsteps_bench_${process.pid}`;
  const admin = async (query: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(query);
    } finally {
      await client.end();
    }
  };
  await admin(`drop database if exists ${name}`);
  await admin(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

export async function benchHttp(seconds: number, postgresUrl: string): Promise<Figures[]> {
  const figures: Figures[] = [];
  const bare = await startBare();
  figures.push({
    target: 'bare Fastify JSON route',
    engine: '-',
    ...(await measure(bare.url, () => ({ body: { tag: 'bare' } }), seconds)),
  });
  bare.child.kill();

  const engines: {
    engine: string;
    env: () => Promise<{ env: Record<string, string>; done: () => Promise<void> }>;
  }[] = [
    {
      engine: 'PGlite',
      env: async () => ({
        env: { DATA_DIR: mkdtempSync(join(tmpdir(), 'mathsteps-bench-')) },
        done: async () => {},
      }),
    },
    {
      engine: 'PostgreSQL',
      env: async () => {
        const database = await benchDatabase(postgresUrl);
        return { env: { DATABASE_URL: database.url }, done: database.drop };
      },
    },
  ];
  for (const { engine, env } of engines) {
    let prepared: Awaited<ReturnType<typeof env>>;
    try {
      prepared = await env();
    } catch (error) {
      console.error(`skipping ${engine}: ${(error as Error).message}`);
      continue;
    }
    // Warnings only: per-request log lines would measure the pipe, not the server.
    // Many families sign up from this one machine: each says it comes from its own address.
    const server = await spawnServer({
      ...prepared.env,
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'loopback',
    });
    await waitUntilReady(server, 60_000);
    const families: Family[] = [];
    while (families.length < FAMILIES) {
      families.push(...(await Promise.all([1, 2, 3, 4, 5].map(() => signUpFamily(server.url)))));
    }
    for (const [target, body] of hotTags(families)) {
      figures.push({ target, engine, ...(await measure(server.url, body, seconds)) });
    }
    // The measured calls must have been real work: one more of each answers 200.
    const check = await postApi(server.url, hotTags(families)[1]![1]().body);
    if (check.status !== 200)
      throw new Error(`${engine}: student.mathget answered ${check.status}`);
    await stop(server);
    await prepared.done();
  }
  return figures;
}

export function printHttp(figures: Figures[]): void {
  const bare = figures.find((row) => row.engine === '-')!;
  console.log(
    `\nHTTP: ${CONNECTIONS} connections for ${FAMILIES} families, autocannon, the server in a process of its own (target: hot tags on PostgreSQL >= 30% of the bare route, p99 < 25 ms)\n`,
  );
  console.log(
    '| target                  | engine     |   req/s | p50 ms | p99 ms | of bare | failures |',
  );
  console.log(
    '|-------------------------|------------|--------:|-------:|-------:|--------:|---------:|',
  );
  for (const row of figures) {
    const ratio = `${((row.rps / bare.rps) * 100).toFixed(0)}%`;
    console.log(
      `| ${row.target.padEnd(23)} | ${row.engine.padEnd(10)} | ${Math.round(row.rps).toString().padStart(7)} | ${row.p50.toString().padStart(6)} | ${row.p99.toString().padStart(6)} | ${ratio.padStart(7)} | ${row.failures.toString().padStart(8)} |`,
    );
  }
}
