// HTTP figures: the hot tags against the yardsticks (a bare Fastify route, and routes doing
// each tag's least work), on PGlite and on PostgreSQL, measured with autocannon in one run
// (docs/operations.md "Capacity").
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Database, openPglite, openPostgres } from '@mathsteps/db';
import {
  benchStudentId,
  benchTokens,
  createEmptyDatabase,
  migrationsFolder,
  seedFamilies,
  seedSessions,
  settle,
} from '@mathsteps/db/testing';
import { assignmentProblems, createRandom, PublicProblems } from '@mathsteps/domain';
import { blankFirstTry, rightFirstTry } from '@mathsteps/domain/testing';
import autocannon from 'autocannon';
import {
  freePort,
  type ServerProcess,
  spawnServer,
  waitUntilReady,
} from '../../apps/server/test/server-process';
import { type Family, outboxCodes, postApi, signUpFamily } from '../../test/http-api';
import { profileSummary } from './profile';

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
  /** CPU per call of the process that answered (on PGlite, with its database), in µs. */
  serverCpu?: number;
  /** CPU per call of this machine's PostgreSQL processes, in µs. */
  postgresCpu?: number;
  /** Set on a yardstick's own row. */
  yardstick?: Yardstick;
}

/**
 * CPU time used so far by each process with this id or named `name` (pid to µs), from
 * Linux's /proc; undefined elsewhere. Requests per second move with the machine's speed; the
 * CPU a call costs each process moves far less between runs, and says where the time goes.
 */
function cpuMicros(which: { pid: number } | { name: string }): Map<string, number> | undefined {
  const TICK_US = 10_000; // USER_HZ is 100 on Linux
  const used = (pid: string) => {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_US; // utime + stime
  };
  try {
    if ('pid' in which) return new Map([[String(which.pid), used(String(which.pid))]]);
    const all = new Map<string, number>();
    for (const pid of readdirSync('/proc')) {
      if (!/^\d+$/.test(pid)) continue;
      try {
        if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === which.name)
          all.set(pid, used(pid));
      } catch {
        // the process ended meanwhile
      }
    }
    return all;
  } catch {
    return undefined;
  }
}

/** CPU used between two readings by the processes alive at the second (a new one: all of its). */
function cpuBetween(
  before: Map<string, number> | undefined,
  after: Map<string, number> | undefined,
): number | undefined {
  if (!before || !after) return undefined;
  let total = 0;
  for (const [pid, micros] of after) total += micros - (before.get(pid) ?? 0);
  return total;
}

/** One request of a measurement: its body, and the client address it says it comes from. */
interface Call {
  body: object;
  address?: string;
}

async function measure(
  url: string,
  next: () => Call,
  seconds: number,
  /** The process that answers. */
  pid: number | undefined,
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
  const server = () => (pid === undefined ? undefined : cpuMicros({ pid }));
  const postgres = () => cpuMicros({ name: 'postgres' });
  const before = { server: server(), postgres: postgres() };
  const result = await run(seconds);
  const perCall = (used: number | undefined) =>
    used === undefined ? undefined : used / result.requests.total;
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
    serverCpu: perCall(cpuBetween(before.server, server())),
    postgresCpu: perCall(cpuBetween(before.postgres, postgres())),
  };
}

/** Parents signing in at once, two for each connection: signed up through the API. */
const PARENTS = 2 * CONNECTIONS;

/**
 * Families already in the database, signed in, with four weeks of work each: the children
 * measured. PostgreSQL plans for the tables it has, and for a few pages it scans them whole
 * where in use it reads an index. The calls rotate through all the children, so one child's
 * calls rarely meet and none finishes more sets in a run than a keen child in a day (the
 * transaction yardstick picks among 1,000 rows). BENCH_CROWD=N changes how many.
 */
const CROWD = Math.max(2 * CONNECTIONS, Number(process.env.BENCH_CROWD ?? 2000));

async function seedCrowd(open: () => Promise<Database>): Promise<void> {
  const database = await open();
  try {
    await database.migrate(migrationsFolder);
    await seedFamilies(database, 1, CROWD, 28);
    await seedSessions(database, 1, CROWD);
    await settle(database);
  } finally {
    await database.close();
  }
}

/**
 * The hot tags as the product calls them, for premium families (so repeats are allowed).
 * The children are the crowd's, signed in with weeks of work behind them, as children in
 * use are; the parents signed up through the API, for their passwords.
 */
function hotTags(families: Family[]): [string, () => Call][] {
  let turn = 0;
  const next = () => families[turn++ % families.length]!;
  let childTurn = 0;
  const childNumber = () => 1 + (childTurn++ % CROWD);
  const child = () => benchTokens(childNumber()).student;
  const finished = new BenchCompletions();
  return [
    ['publicmath.get', () => ({ body: { tag: 'publicmath.get' } })],
    [
      'student.mathget',
      () => ({
        body: { tag: 'student.mathget', subjects: ['addition'], usertoken: child() },
      }),
    ],
    ['student.mathcomplete', () => ({ body: finished.next(childNumber()) })],
    // The same with the grids' timed boxes, as a child's browser sends it: they
    // are kept by the same statement, so the rate should stay near the row above.
    [
      'mathcomplete + 40 boxes',
      () => ({ body: { ...finished.next(childNumber()), boxes: TIMED_BOXES } }),
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

/**
 * Finished addition assignments of the crowd's children, as the product sends them: the
 * next set each child has to do (the server grades its first tries against it), one wrong.
 * The seed recorded one set today for each (level 6, UTC); each call here records the next.
 */
class BenchCompletions {
  private readonly rounds = new Map<number, number>();

  next(n: number) {
    const round = this.rounds.get(n) ?? 1;
    this.rounds.set(n, round + 1);
    const today = new Date().toISOString().slice(0, 10);
    const problems = assignmentProblems(benchStudentId(n), 'addition', 6, today, round);
    return {
      tag: 'student.mathcomplete',
      subject: 'addition',
      errors: '1',
      timezone: 'UTC',
      attempt: randomUUID(),
      usertoken: benchTokens(n).student,
      firsttries: problems.map((problem, index) =>
        index === 0 ? blankFirstTry(problem) : rightFirstTry(problem),
      ),
    };
  }
}

/** An assignment's timed boxes: 40 addition facts, some slow, some wrong. */
const TIMED_BOXES = Array.from({ length: 40 }, (_, n) => ({
  fact: `${n % 10}+${(n * 7) % 10}`,
  right: n % 9 !== 0,
  ms: 800 + ((n * 977) % 6000),
}));

/** What a yardstick server does (scripts/bench/yardstick-server.mjs). */
type Yardstick = 'bare' | 'json' | 'query' | 'transaction' | 'hash';

/** The least work each hot tag must do: its figure is read as a share of this one's. */
const YARDSTICK_OF: Record<string, Yardstick> = {
  'publicmath.get': 'json',
  'student.mathget': 'query',
  'student.mathcomplete': 'transaction',
  'mathcomplete + 40 boxes': 'transaction',
  'user.connect': 'hash',
};

const YARDSTICK_NAMES: Record<Yardstick, string> = {
  bare: 'bare Fastify JSON route',
  json: 'Fastify, 10 KB JSON',
  query: 'Fastify, one prepared query',
  transaction: 'Fastify, 4-statement txn',
  hash: 'Fastify, one argon2id check',
};

async function startYardstick(
  kind: Yardstick,
  target = '',
  env: Record<string, string> = {},
): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const script = fileURLToPath(new URL('./yardstick-server.mjs', import.meta.url));
  const child = spawn(process.execPath, [script, String(port), kind, target], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, ...env },
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout?.once('data', () => resolve());
    child.once('exit', (code) => reject(new Error(`yardstick ${kind} exited with ${code}`)));
  });
  return { url: `http://127.0.0.1:${port}`, child };
}

/** Measures one yardstick in a process of its own, then stops it. */
async function measureYardstick(
  kind: Yardstick,
  engine: string,
  seconds: number,
  target?: string,
  env?: Record<string, string>,
): Promise<Figures> {
  const yardstick = await startYardstick(kind, target, env);
  try {
    return {
      target: YARDSTICK_NAMES[kind],
      engine,
      ...(await measure(
        yardstick.url,
        () => ({ body: { tag: kind } }),
        seconds,
        yardstick.child.pid,
      )),
    };
  } finally {
    yardstick.child.kill();
  }
}

/** A free-problem answer as the server sends it, for the same-size JSON yardstick. */
function freeProblemAnswer(): string {
  const file = join(mkdtempSync(join(tmpdir(), 'mathsteps-bench-')), 'free-problems.json');
  const sets = new PublicProblems(createRandom(1)).sets();
  writeFileSync(file, JSON.stringify({ tag: 'publicmath.get', public: sets }));
  return file;
}

async function stop(server: ServerProcess): Promise<void> {
  server.child.kill('SIGTERM');
  await server.exited;
}

/** A database of the bench's own on the PostgreSQL at `adminUrl`, dropped afterwards. */
export function benchDatabase(adminUrl: string) {
  return createEmptyDatabase(adminUrl, `mathsteps_bench_${process.pid}`);
}

/**
 * BENCH_TAGS=student.mathget,...  measures only these hot tags (and their yardsticks);
 * BENCH_PROFILE=1  runs the server under node --cpu-prof and prints where its time went.
 */
const only = process.env.BENCH_TAGS?.split(',');
const profiling = process.env.BENCH_PROFILE === '1';
/** DATABASE_POOL_SIZE=N  sizes the pools of the server and the yardsticks alike. */
const poolSize: Record<string, string> = process.env.DATABASE_POOL_SIZE
  ? { DATABASE_POOL_SIZE: process.env.DATABASE_POOL_SIZE }
  : {};
/** BENCH_ENGINES=PostgreSQL  measures on this engine only (PGlite, PostgreSQL). */
const onlyEngines = process.env.BENCH_ENGINES?.split(',');

export async function benchHttp(seconds: number, postgresUrl: string): Promise<Figures[]> {
  const figures: Figures[] = [];
  figures.push({ ...(await measureYardstick('bare', '-', seconds)), yardstick: 'bare' });
  const freeProblems = freeProblemAnswer();

  const engines: {
    engine: string;
    env: () => Promise<{
      env: Record<string, string>;
      /** Where the database yardsticks keep their tables. */
      yardstickDatabase: string;
      done: () => Promise<void>;
    }>;
  }[] = [
    {
      engine: 'PGlite',
      env: async () => {
        const dataDir = mkdtempSync(join(tmpdir(), 'mathsteps-bench-'));
        // Where the server keeps its PGlite database (apps/server/src/database.ts).
        await seedCrowd(() => openPglite(join(dataDir, 'pglite')));
        return {
          env: { DATA_DIR: dataDir },
          yardstickDatabase: mkdtempSync(join(tmpdir(), 'mathsteps-yardstick-')),
          done: async () => {},
        };
      },
    },
    {
      engine: 'PostgreSQL',
      env: async () => {
        const database = await benchDatabase(postgresUrl);
        await seedCrowd(async () => openPostgres(database.url));
        return {
          env: { DATABASE_URL: database.url },
          yardstickDatabase: database.url,
          done: database.drop,
        };
      },
    },
    {
      // The same PostgreSQL behind Debian's PgBouncer in transaction mode (decision 0011):
      // every statement unnamed. Its yardsticks query PostgreSQL directly, so each tag's row
      // reads against the same yardstick as on the line above, and the cost of the pooler
      // shows in the table printed after (printPoolerCost).
      engine: 'PgBouncer',
      env: async () => {
        const pooler = await startPgBouncer(postgresUrl);
        const database = await benchDatabase(postgresUrl);
        await seedCrowd(async () => openPostgres(database.url));
        const through = new URL(database.url);
        through.host = new URL(pooler.url).host;
        return {
          env: {
            DATABASE_URL: through.toString(),
            DATABASE_POOLER: 'transaction',
            DATABASE_DIRECT_URL: database.url,
          },
          yardstickDatabase: database.url,
          done: async () => {
            await database.drop();
            pooler.stop();
          },
        };
      },
    },
  ];
  for (const { engine, env } of engines) {
    if (onlyEngines && !onlyEngines.includes(engine)) continue;
    let prepared: Awaited<ReturnType<typeof env>>;
    try {
      prepared = await env();
    } catch (error) {
      console.error(`skipping ${engine}: ${(error as Error).message}`);
      continue;
    }
    // Warnings only: per-request log lines would measure the pipe, not the server.
    // Many families sign up from this one machine: each says it comes from its own address.
    const profileFolder = profiling ? mkdtempSync(join(tmpdir(), 'mathsteps-profile-')) : '';
    // Where the server writes the families' verification e-mails (no SMTP here).
    const dataDir = prepared.env.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'mathsteps-bench-mail-'));
    const server = await spawnServer(
      {
        ...prepared.env,
        DATA_DIR: dataDir,
        ...poolSize,
        LOG_LEVEL: 'warn',
        TRUST_PROXY: 'loopback',
      },
      undefined,
      profiling ? ['--cpu-prof', `--cpu-prof-dir=${profileFolder}`] : [],
    );
    await waitUntilReady(server, 60_000);
    const codes = outboxCodes(dataDir);
    const families: Family[] = [];
    while (families.length < PARENTS) {
      families.push(
        ...(await Promise.all(Array.from({ length: 10 }, () => signUpFamily(server.url, codes)))),
      );
    }
    const measured = hotTags(families).filter(([target]) => !only || only.includes(target));
    // Each tag right after its own yardstick (the server idles meanwhile): the machine's
    // speed drifts over minutes, and a ratio of two figures taken side by side drifts least.
    const targets: Record<Yardstick, string> = {
      bare: '',
      json: freeProblems,
      hash: '',
      query: prepared.yardstickDatabase,
      transaction: prepared.yardstickDatabase,
    };
    for (const [target, body] of measured) {
      const kind = YARDSTICK_OF[target]!;
      figures.push({
        ...(await measureYardstick(kind, engine, seconds, targets[kind], poolSize)),
        yardstick: kind,
      });
      figures.push({
        target,
        engine,
        ...(await measure(server.url, body, seconds, server.child.pid)),
      });
    }
    // The measured calls must have been real work: one more of each answers 200.
    for (const [target, body] of measured) {
      const check = await postApi(server.url, body().body);
      if (check.status !== 200) throw new Error(`${engine}: ${target} answered ${check.status}`);
    }
    await stop(server);
    if (profiling) {
      console.log(
        `\nWhere ${engine}'s server spent its time (${measured.map(([t]) => t).join(', ')}, and the sign-ups before):`,
      );
      for (const line of profileSummary(profileFolder)) console.log(`  ${line}`);
    }
    await prepared.done();
  }
  return figures;
}

/**
 * A PgBouncer in front of `postgresUrl`: PGBOUNCER_URL when set (CI starts one), or one
 * started by scripts/start-pgbouncer.sh for the bench and stopped after it.
 */
async function startPgBouncer(postgresUrl: string): Promise<{ url: string; stop: () => void }> {
  if (process.env.PGBOUNCER_URL) return { url: process.env.PGBOUNCER_URL, stop: () => {} };
  const script = fileURLToPath(new URL('../start-pgbouncer.sh', import.meta.url));
  const started = spawnSync('bash', [script], {
    env: { ...process.env, TEST_DATABASE_URL: postgresUrl },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = started.stdout.trim();
  if (!url) throw new Error('no PgBouncer (scripts/start-pgbouncer.sh could not start one)');
  return { url, stop: () => spawnSync('pkill', ['-f', 'mathsteps-pgbouncer.ini']) };
}

const percentOf = (part: number, whole: number | undefined) =>
  whole ? `${((part / whole) * 100).toFixed(0)}%` : '-';

export function printHttp(figures: Figures[]): void {
  // A tag's yardstick is the row measured just before it.
  const yardstickOf = (row: Figures) => figures[figures.indexOf(row) - 1];
  const bare = figures.find((row) => row.yardstick === 'bare')!;
  console.log(
    `\nHTTP: ${CONNECTIONS} connections; the children are those of ${CROWD} families with four weeks of work, the parents signing in ${PARENTS} more; autocannon, each server in a process of its own. Each hot tag is measured right after the yardstick doing its least work, and read against it (docs/operations.md "Capacity": mathget >= 60% of one query with p99 <= 25 ms, mathcomplete >= the 4-statement transaction, publicmath.get >= 60% of the same-size JSON; sign-ins are bound by the password hash). The last columns are the CPU a call cost the process that answered (on PGlite, with its database) and PostgreSQL's processes, in µs, read from /proc: they move less between runs than the rates\n`,
  );
  console.log(
    '| target                      | engine     |   req/s | p50 ms | p99 ms | of bare | yardstick                   | of it | failures | server µs | PostgreSQL µs |',
  );
  console.log(
    '|-----------------------------|------------|--------:|-------:|-------:|--------:|-----------------------------|------:|---------:|----------:|--------------:|',
  );
  const micros = (value: number | undefined) => (value === undefined ? '-' : value.toFixed(0));
  for (const row of figures) {
    const yardstick = row.yardstick ? undefined : yardstickOf(row);
    console.log(
      `| ${row.target.padEnd(27)} | ${row.engine.padEnd(10)} | ${Math.round(row.rps).toString().padStart(7)} | ${row.p50.toString().padStart(6)} | ${row.p99.toString().padStart(6)} | ${percentOf(row.rps, bare.rps).padStart(7)} | ${(yardstick?.target ?? '').padEnd(27)} | ${percentOf(row.rps, yardstick?.rps).padStart(5)} | ${row.failures.toString().padStart(8)} | ${micros(row.serverCpu).padStart(9)} | ${micros(row.engine === 'PGlite' ? undefined : row.postgresCpu).padStart(13)} |`,
    );
  }
}

/** What PgBouncer costs each hot tag: its rate through the pooler as a share of direct. */
export function printPoolerCost(figures: Figures[]): void {
  const through = figures.filter((row) => row.engine === 'PgBouncer' && !row.yardstick);
  if (through.length === 0) return;
  console.log('\nPgBouncer (transaction mode, statements unnamed) against direct PostgreSQL\n');
  console.log(
    '| target                      | direct req/s | through req/s | of direct | direct p99 | through p99 |',
  );
  console.log(
    '|-----------------------------|-------------:|--------------:|----------:|-----------:|------------:|',
  );
  for (const row of through) {
    const direct = figures.find(
      (other) => other.engine === 'PostgreSQL' && other.target === row.target,
    );
    if (!direct) continue;
    console.log(
      `| ${row.target.padEnd(27)} | ${Math.round(direct.rps).toString().padStart(12)} | ${Math.round(row.rps).toString().padStart(13)} | ${percentOf(row.rps, direct.rps).padStart(9)} | ${direct.p99.toString().padStart(10)} | ${row.p99.toString().padStart(11)} |`,
    );
  }
}
