// How cost grows (decision 0008, docs/operations.md "Capacity"): student.mathget, student.report and the weekly e-mail, with students whose
// history is empty, a month and a year long (4 subjects a day), first among 3 families,
// then among 10,000 more with four weeks of history each; and the weekly e-mail job for
// every premium parent. The app runs in this process (inject: no sockets), on PGlite and on
// PostgreSQL. npm run bench -- growth   (BENCH_FAMILIES=10000)
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { type Database, openPglite, openPostgres } from '@mathsteps/db';
import {
  benchTokens,
  migrationsFolder,
  seedFamilies,
  seedSessions,
  settle,
} from '@mathsteps/db/testing';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../apps/server/src/app';
import { parseEnv } from '../../apps/server/src/env';
import { runWeeklyEmails } from '../../apps/server/src/reports/weekly';
import { benchDatabase } from './http';

const FAMILIES = Number(process.env.BENCH_FAMILIES ?? 10_000);
/** Days of history of each of the many families: the report's four weeks. */
const CROWD_DAYS = 28;
/** The students measured, by the days of history they have. */
const PROBES = [0, 30, 365];
/** Calls measured per student and tag. */
const CALLS = 200;

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

/** A signed-in session for the student (and one for the parent) of family `n`. */
async function signIn(database: Database, n: number) {
  await seedSessions(database, n, n);
  return { ...benchTokens(n), accountname: `bench${n}` };
}

interface CallFigures {
  meanMs: number;
  p99Ms: number;
  /** The heap after the calls and a collection, against before: a leak shows here. */
  heapKb: number;
  bytes: number;
}

async function measureCalls(app: FastifyInstance, body: object): Promise<CallFigures> {
  const call = () =>
    app.inject({
      method: 'POST',
      url: '/api',
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
      payload: JSON.stringify(body),
    });
  for (let warm = 0; warm < 20; warm++) await call();
  gc();
  const heapBefore = process.memoryUsage().heapUsed;
  const times: number[] = [];
  let bytes = 0;
  for (let index = 0; index < CALLS; index++) {
    const start = performance.now();
    const answer = await call();
    times.push(performance.now() - start);
    if (answer.statusCode !== 200) throw new Error(`${answer.statusCode}: ${answer.body}`);
    bytes = answer.body.length;
  }
  gc();
  times.sort((a, b) => a - b);
  return {
    meanMs: times.reduce((sum, time) => sum + time, 0) / times.length,
    p99Ms: times[Math.floor(times.length * 0.99)]!,
    heapKb: (process.memoryUsage().heapUsed - heapBefore) / 1024,
    bytes,
  };
}

interface Row {
  engine: string;
  families: number;
  days: number;
  tag: string;
  figures: CallFigures;
}

async function probeCalls(
  app: FastifyInstance,
  engine: string,
  families: number,
  probes: { days: number; student: string; parent: string; accountname: string }[],
): Promise<Row[]> {
  const rows: Row[] = [];
  for (const probe of probes) {
    for (const [tag, body] of [
      [
        'student.mathget',
        {
          tag: 'student.mathget',
          subjects: ['addition', 'subtraction', 'multiplication', 'division'],
          usertoken: probe.student,
        },
      ],
      [
        'student.report',
        { tag: 'student.report', accountname: probe.accountname, usertoken: probe.parent },
      ],
    ] as const) {
      rows.push({
        engine,
        families,
        days: probe.days,
        tag,
        figures: await measureCalls(app, body),
      });
    }
  }
  return rows;
}

/** The weekly e-mail job for every premium parent, with its time and the most memory it held. */
async function weeklyJob(database: Database) {
  const env = parseEnv({ PUBLIC_URL: 'http://localhost:3000', LOG_LEVEL: 'silent' });
  let sent = 0;
  // Messages are counted, not sent: the job's own work is what is measured.
  const mailer = { describe: 'bench', send: async () => void sent++ };
  gc();
  const heapBefore = process.memoryUsage().heapUsed;
  let peakRss = process.memoryUsage().rss;
  let peakHeap = heapBefore;
  const sampler = setInterval(() => {
    const usage = process.memoryUsage();
    peakRss = Math.max(peakRss, usage.rss);
    peakHeap = Math.max(peakHeap, usage.heapUsed);
  }, 50);
  // The longest the event loop was held: how long the server could answer nobody.
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const start = performance.now();
  await runWeeklyEmails({ db: database.db, env, mailer, now: new Date(), force: true });
  const seconds = (performance.now() - start) / 1000;
  delay.disable();
  clearInterval(sampler);
  return {
    sent,
    seconds,
    longestBlockMs: delay.max / 1e6,
    peakHeapMb: (peakHeap - heapBefore) / 2 ** 20,
    peakRssMb: peakRss / 2 ** 20,
  };
}

export async function benchGrowth(postgresUrl: string): Promise<void> {
  const engines: [string, () => Promise<{ database: Database; done: () => Promise<void> }>][] = [
    [
      'PGlite',
      async () => {
        const database = await openPglite(mkdtempSync(join(tmpdir(), 'mathsteps-growth-')));
        return { database, done: () => database.close() };
      },
    ],
    [
      'PostgreSQL',
      async () => {
        const made = await benchDatabase(postgresUrl);
        const database = openPostgres(made.url);
        return {
          database,
          done: async () => {
            await database.close();
            await made.drop();
          },
        };
      },
    ],
  ];
  const onlyEngines = process.env.BENCH_ENGINES?.split(',');
  for (const [engine, open] of engines) {
    if (onlyEngines && !onlyEngines.includes(engine)) continue;
    const { database, done } = await open();
    await database.migrate(migrationsFolder);
    const app = await buildApp({
      env: parseEnv({ PUBLIC_URL: 'http://localhost:3000', LOG_LEVEL: 'silent' }),
      database,
    });
    const probes = [];
    for (const [index, days] of PROBES.entries()) {
      await seedFamilies(database, index + 1, index + 1, days);
      probes.push({ days, ...(await signIn(database, index + 1)) });
    }
    const rows = await probeCalls(app, engine, PROBES.length, probes);
    const seeding = performance.now();
    await seedFamilies(database, PROBES.length + 1, PROBES.length + FAMILIES, CROWD_DAYS);
    await settle(database);
    const seeded = (performance.now() - seeding) / 1000;
    rows.push(...(await probeCalls(app, engine, PROBES.length + FAMILIES, probes)));
    const weekly = await weeklyJob(database);
    await app.close();
    await done();
    printGrowth(engine, rows, weekly, seeded);
  }
}

function printGrowth(
  engine: string,
  rows: Row[],
  weekly: Awaited<ReturnType<typeof weeklyJob>>,
  seededSeconds: number,
): void {
  console.log(
    `\nCost as history grows, ${engine} (in-process, ${CALLS} calls each; the families beyond the first 3 have ${CROWD_DAYS} days of history in 4 subjects, seeded in ${seededSeconds.toFixed(0)} s)\n`,
  );
  console.log(
    '| call            | families | days of history | mean ms | p99 ms | answer bytes | heap after, KB |',
  );
  console.log(
    '|-----------------|---------:|----------------:|--------:|-------:|-------------:|---------------:|',
  );
  for (const { tag, families, days, figures } of rows) {
    console.log(
      `| ${tag.padEnd(15)} | ${families.toLocaleString('en-US').padStart(8)} | ${String(days).padStart(15)} | ${figures.meanMs.toFixed(2).padStart(7)} | ${figures.p99Ms.toFixed(2).padStart(6)} | ${String(figures.bytes).padStart(12)} | ${figures.heapKb.toFixed(0).padStart(14)} |`,
    );
  }
  console.log(
    `\nWeekly e-mail job, ${engine}: ${weekly.sent.toLocaleString('en-US')} parents in ${weekly.seconds.toFixed(1)} s (${((weekly.seconds / weekly.sent) * 1000).toFixed(1)} ms each); the event loop was held at most ${weekly.longestBlockMs.toFixed(0)} ms at a time; heap grew at most ${weekly.peakHeapMb.toFixed(0)} MB, the process peaked at ${weekly.peakRssMb.toFixed(0)} MB RSS`,
  );
}
