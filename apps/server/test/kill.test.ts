import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Database, openPglite, openPostgres, tables } from '@mathsteps/db';
import { finishedWork } from '@mathsteps/domain/testing';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type Family, outboxCodes, postApi, signUpFamily } from '../../../test/http-api';
import { migratedDataDir } from './data-dir';
import { sleep, startLoad } from './load';
import {
  canRunPrivatePostgres,
  createPrivatePostgres,
  type PrivatePostgres,
} from './private-postgres';
import { type ServerProcess, spawnServer, waitUntilReady } from './server-process';

/**
 * kill -9 under load (docs/operations.md "When an instance is killed"): children finish
 * assignments while the server is killed and restarted, again and again. Every completion the
 * server acknowledged must be in the database, exactly once, with everything it writes; none
 * half-written. KILL_CYCLES sets the number of kills: 8 by default, each at a random moment of
 * the load (a start of the server costs a few seconds, and the suite runs on every change);
 * `KILL_CYCLES=100` for a longer hunt before a release.
 */
const CYCLES = Number(process.env.KILL_CYCLES ?? 8);
const WORKERS = 4;
const SUBJECTS = ['addition', 'subtraction'] as const;

interface Engine {
  env: Record<string, string>;
  /** The database as the server left it, opened directly once it has stopped. */
  open(): Promise<Database>;
}

let cluster: PrivatePostgres | undefined;
const running: ServerProcess[] = [];
afterEach(() => {
  for (const server of running.splice(0)) server.child.kill('SIGKILL');
});

/** Where a server on PostgreSQL writes its mail (on PGlite, its own DATA_DIR holds both). */
const outboxDir = mkdtempSync(join(tmpdir(), 'mathsteps-kill-mail-'));

async function start(engine: Engine): Promise<ServerProcess> {
  const server = await spawnServer({ DATA_DIR: outboxDir, ...engine.env });
  running.push(server);
  await waitUntilReady(server, 60_000);
  return server;
}

/** A finished assignment of `family`'s child, sent as the child's screen sends it. */
interface Work {
  family: Family;
  body: object;
  /** Its number: it fixes the subject and the wrong first tries. */
  index: number;
}

const complete = (url: string, { family, body }: Work) =>
  postApi(url, { ...body, usertoken: family.studentToken });

/**
 * The next set `family`'s child has to do, as student.mathget serves it, finished with
 * `index % 11` first tries wrong. Throws when the server cannot be reached: nothing is sent.
 */
async function nextWork(url: string, family: Family, index: number): Promise<Work> {
  const call = async (body: object) => {
    const answer = await postApi(url, { ...body, usertoken: family.studentToken });
    if (answer.status !== 200) throw new Error(`${answer.status}: ${answer.body.reason}`);
    return answer.body;
  };
  const subject = SUBJECTS[index % SUBJECTS.length]!;
  const body = await finishedWork(call, { subject, wrong: index % 11, attempt: randomUUID() });
  return { family, body, index };
}

async function killUnderLoad(engine: Engine): Promise<void> {
  let server = await start(engine);
  // A child per worker: each finishes one set after the other, as a child does.
  const families = await Promise.all(
    Array.from({ length: WORKERS }, () =>
      signUpFamily(server.url, outboxCodes(engine.env.DATA_DIR ?? outboxDir)),
    ),
  );
  /** Attempt id to its work. */
  const sent = new Map<string, Work>();
  const acknowledged = new Set<string>();
  let kills = 0;

  /** Sends again what was in flight at a kill: the answer must come now, counted once. */
  const resendUnanswered = async () => {
    for (const [attempt, work] of sent) {
      if (acknowledged.has(attempt)) continue;
      const answer = await complete(server.url, work);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      acknowledged.add(attempt);
    }
  };

  for (let cycle = 0; cycle < CYCLES; cycle++) {
    if (cycle > 0) server = await start(engine);
    await resendUnanswered();
    const url = server.url;
    const load = startLoad(WORKERS, async (worker) => {
      const work = await nextWork(url, families[worker]!, sent.size);
      const attempt = (work.body as { attempt: string }).attempt;
      sent.set(attempt, work);
      const answer = await complete(url, work);
      if (answer.status === 200) acknowledged.add(attempt);
      else throw new Error(`mathcomplete answered ${answer.status}: ${answer.body.reason}`);
      return answer;
    });
    await sleep(200 + Math.random() * 600);
    server.child.kill('SIGKILL');
    await server.exited;
    kills++;
    const samples = await load.stop();
    // Before the kill every completion was answered 200; after it, connections failed.
    expect(samples.filter((sample) => sample.status !== 200 && sample.status !== 0)).toEqual([]);
  }

  server = await start(engine);
  await resendUnanswered();
  server.child.kill('SIGTERM');
  expect(await server.exited, server.output()).toBe(0);

  const database = await engine.open();
  try {
    const rows = await database.db.select().from(tables.assignmentHistory);
    const subjects = await database.db.select().from(tables.studentSubjects);
    expect(kills).toBe(CYCLES);
    expect(acknowledged.size).toBeGreaterThan(CYCLES * 5);
    // Exactly the acknowledged completions, once each.
    expect(rows.map((row) => row.attemptId).sort()).toEqual([...acknowledged].sort());
    for (const row of rows) {
      const { index } = sent.get(row.attemptId)!;
      expect(row).toMatchObject({
        subject: SUBJECTS[index % SUBJECTS.length],
        errors: index % 11,
        questions: 10,
      });
      expect(row.options.length).toBeGreaterThan(0);
    }
    // The subject's completion date moved with its history, in the same transaction.
    for (const row of subjects) {
      const dates = rows
        .filter((entry) => entry.studentId === row.studentId && entry.subject === row.subject)
        .map((entry) => entry.localDate);
      expect(row.completionDate ?? undefined).toBe(dates.sort().at(-1));
    }
  } finally {
    await database.close();
  }
}

// Process tests run once, in the PGlite project, where the global setup builds the server.
describe('kill -9 under load', () => {
  beforeAll(async () => {
    if (canRunPrivatePostgres) cluster = await createPrivatePostgres();
  });
  afterAll(() => cluster?.destroy());

  it(`keeps every acknowledged completion on PGlite through ${CYCLES} kills`, async () => {
    const dataDir = migratedDataDir('kill');
    await killUnderLoad({
      env: { DATA_DIR: dataDir },
      open: () => openPglite(join(dataDir, 'pglite')),
    });
  }, 600_000);

  it.skipIf(!canRunPrivatePostgres)(
    `keeps every acknowledged completion on PostgreSQL through ${CYCLES} kills`,
    async () => {
      const admin = new pg.Client({ connectionString: cluster!.url });
      await admin.connect();
      await admin.query('create database kill');
      await admin.end();
      const url = cluster!.urlOf('kill');
      await killUnderLoad({
        env: { DATABASE_URL: url, MIGRATE_ON_START: 'true' },
        open: async () => openPostgres(url),
      });
    },
    600_000,
  );
});
