// npm run bench -- weekly: the weekly e-mail at scale. BENCH_WEEKLY_PARENTS due
// parents (100,000 by default), each with a week of work, sent by three server processes
// on one PostgreSQL to a real SMTP server in this process; then what three idle processes
// cost the database in an hour with nothing due.
import type { AddressInfo } from 'node:net';
import { openPostgres } from '@mathsteps/db';
import { migrationsFolder, seedFamilies, settle } from '@mathsteps/db/testing';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import {
  type ServerProcess,
  spawnServer,
  waitUntilReady,
} from '../../apps/server/test/server-process';
import { startEnqueuer, testEnv } from '../../apps/server/test/test-app';
import { SINK_SERVER } from '../../test/smtp-sink';
import { benchDatabase } from './http';

const PARENTS = Number(process.env.BENCH_WEEKLY_PARENTS ?? 100_000);
const PROCESSES = 3;
/** Seconds the idle processes are watched; the cost is scaled to an hour. */
const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 60);

/** A mail server that counts each recipient's Message-IDs and nothing more (no parsing). */
async function countingSink() {
  const byRecipient = new Map<string, Set<string>>();
  let messages = 0;
  let lastAt = 0;
  const server = new SMTPServer({
    ...SINK_SERVER,
    onData(stream, session, callback) {
      let head = '';
      stream.on('data', (chunk: Buffer) => {
        if (head.length < 4096) head += chunk.toString('latin1');
      });
      stream.on('end', () => {
        const id = /^Message-ID:\s*(\S+)/im.exec(head)?.[1] ?? '';
        for (const { address } of session.envelope.rcptTo) {
          byRecipient.set(address, (byRecipient.get(address) ?? new Set()).add(id));
        }
        messages++;
        lastAt = performance.now();
        callback();
      });
    },
  });
  server.on('error', () => {}); // a sender's reset connection is the sender's business
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    byRecipient,
    messages: () => messages,
    lastAt: () => lastAt,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

async function transactions(url: string, name: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      'select xact_commit + xact_rollback as n from pg_stat_database where datname = $1',
      [name],
    );
    return Number(rows[0]?.n ?? 0);
  } finally {
    await client.end();
  }
}

export async function benchWeekly(postgresUrl: string): Promise<void> {
  const made = await benchDatabase(postgresUrl);
  const database = openPostgres(made.url, { max: 4 });
  const sink = await countingSink();
  const servers: ServerProcess[] = [];
  try {
    await database.migrate(migrationsFolder);
    console.log(`\nWeekly e-mail: seeding ${PARENTS.toLocaleString('en')} premium families...`);
    for (let from = 1; from <= PARENTS; from += 20_000) {
      await seedFamilies(database, from, Math.min(PARENTS, from + 19_999), 7);
    }
    await settle(database);
    const name = new URL(made.url).pathname.slice(1);
    for (let i = 0; i < PROCESSES; i++) {
      servers.push(
        await spawnServer({ DATABASE_URL: made.url, SMTP_URL: sink.url, LOG_LEVEL: 'warn' }),
      );
    }
    await Promise.all(servers.map((server) => waitUntilReady(server, 60_000)));

    // Idle: three processes, nothing due, for IDLE_SECONDS.
    const idleFrom = await transactions(postgresUrl, name);
    await new Promise((done) => setTimeout(done, IDLE_SECONDS * 1000));
    const idle = (await transactions(postgresUrl, name)) - idleFrom;

    const env = testEnv({ DATABASE_URL: made.url, SMTP_URL: sink.url });
    const enqueuer = await startEnqueuer(database, env);
    const start = performance.now();
    const due = await enqueuer.fanOutWeekly({ force: true });
    const enqueuedSeconds = (performance.now() - start) / 1000;
    await enqueuer.weeklyDone();
    await enqueuer.stop(1000);
    const seconds = (sink.lastAt() - start) / 1000;
    const recipients = sink.byRecipient.size;
    const duplicates = sink.messages() - recipients;
    const twoIds = [...sink.byRecipient.values()].filter((ids) => ids.size > 1).length;
    console.table([
      {
        'due parents': due,
        processes: PROCESSES,
        'enqueued in (s)': Number(enqueuedSeconds.toFixed(1)),
        'to the last e-mail (s)': Number(seconds.toFixed(1)),
        'e-mails / s': Math.round(sink.messages() / seconds),
        'parents e-mailed': recipients,
        'sent twice': duplicates,
        'two Message-IDs': twoIds,
        [`idle: transactions / hour (${PROCESSES} processes)`]: Math.round(
          (idle * 3600) / IDLE_SECONDS,
        ),
      },
    ]);
  } finally {
    for (const server of servers) server.child.kill('SIGTERM');
    await Promise.all(servers.map((server) => server.exited));
    await database.close();
    await sink.close();
    await made.drop();
  }
}
