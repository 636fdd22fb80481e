import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Database } from '@mathsteps/db';
import PgBoss from 'pg-boss';
import { Gauge } from 'prom-client';
import type { Env } from '../env';
import type { Metrics } from '../http/metrics';
import { errorFacts } from '../logging';
import type { Mailer } from '../mail/mailer';
import {
  type DueParent,
  dueParents,
  SendInProgressError,
  sendWeeklyEmail,
  weeklyKey,
} from '../reports/weekly';
import { cleanUp } from './cleanup';

/**
 * The scheduled work of every server process, on pg-boss (decision 0011): jobs in
 * PostgreSQL's (or PGlite's) own tables, fetched with SKIP LOCKED by every process, with
 * expiry, retries with backoff and a dead-letter queue.
 */
export const QUEUES = {
  /** Every quarter hour: enqueues one `weekly-email` job per parent whose e-mail is due. */
  weeklyFanOut: 'weekly-email-fanout',
  /** One parent's weekly e-mail of one ISO week. */
  weeklyEmail: 'weekly-email',
  /** Weekly e-mails that failed every retry, kept for an operator to look at. */
  weeklyDead: 'weekly-email-dead',
  /** Hourly: deletes what has ended (sessions, counters, devices) and what is past keeping. */
  cleanup: 'cleanup',
} as const;

/** The job engine's tables, beside ours. */
export const JOB_SCHEMA = 'pgboss';

const QUARTER_HOURS = '*/15 * * * *';
const HOURLY = '23 * * * *';

interface Log {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface JobDeps {
  database: Database;
  env: Env;
  mailer: Mailer;
  metrics?: Metrics;
  log: Log;
  /** The clock the jobs read (tests move it); the real one otherwise. */
  now?: () => Date;
  /** Whether this process works the queues (false: only enqueues, as a CLI may). */
  work?: boolean;
}

export interface Jobs {
  boss: PgBoss;
  /** Enqueues this week's due e-mails now (`force`: whatever the day), as the cron does. */
  fanOutWeekly(options?: { force?: boolean }): Promise<number>;
  /** Resolves when no weekly e-mail job is waiting, being retried or running. */
  weeklyDone(): Promise<void>;
  /** Stops fetching, lets running jobs finish for up to `waitMs`, then releases the rest. */
  stop(waitMs?: number): Promise<void>;
}

/** The same UUID for the same key (SHA-256, cut to a version-5-shaped UUID): a job enqueued twice is inserted once. */
export function jobId(key: string): string {
  const hex = createHash('sha256').update(key).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export async function startJobs(deps: JobDeps): Promise<Jobs> {
  const { database, env, mailer, metrics, log } = deps;
  const now = deps.now ?? (() => new Date());
  const timeout = env.JOB_TIMEOUT;
  const db = { executeSql: (text: string, values?: unknown[]) => database.query(text, values) };
  await prepareJobTables(db, timeout);
  const boss = new PgBoss({
    db,
    schema: JOB_SCHEMA,
    // Expired jobs are found (and retried) this often: a dead process's e-mails are taken
    // over within JOB_TIMEOUT + this + the retry delay.
    maintenanceIntervalSeconds: Math.min(30, timeout),
    // Completed jobs are kept a day for an operator to look at, then deleted after a week.
    archiveCompletedAfterSeconds: 24 * 3600,
    deleteAfterDays: 7,
  });
  boss.on('error', (error) => log.error(errorFacts(error), 'job engine error'));
  if (metrics) countJobsWhenScraped(metrics, database);
  await boss.start();

  await boss.schedule(QUEUES.weeklyFanOut, QUARTER_HOURS, {}, { tz: 'UTC' });
  await boss.schedule(QUEUES.cleanup, HOURLY, {}, { tz: 'UTC' });

  const fanOutWeekly = async ({ force = false } = {}): Promise<number> => {
    let enqueued = 0;
    for await (const batch of dueParents(database.db, now(), { force })) {
      await boss.insert(
        batch.map(({ parentId, isoWeek }) => ({
          name: QUEUES.weeklyEmail,
          id: jobId(weeklyKey({ parentId, isoWeek })),
          singletonKey: weeklyKey({ parentId, isoWeek }),
          data: { parentId, isoWeek },
        })),
      );
      enqueued += batch.length;
    }
    metrics?.weeklyDue.set(enqueued);
    return enqueued;
  };

  let senders: Senders | undefined;
  if (deps.work !== false) {
    await boss.work(QUEUES.weeklyFanOut, { pollingIntervalSeconds: 10 }, async () => {
      const due = await fanOutWeekly();
      if (due > 0) log.info({ due }, 'weekly e-mails enqueued');
    });
    await boss.work(QUEUES.cleanup, { pollingIntervalSeconds: 30 }, async () => {
      const deleted = await cleanUp(database.db, now());
      log.info(deleted, 'cleaned up');
    });
    // Several at once: a send waits on the mail server, not on this process.
    senders = sendersOf<Pick<DueParent, 'parentId' | 'isoWeek'>>(
      boss,
      QUEUES.weeklyEmail,
      database.kind === 'pglite' ? 2 : 4,
      async (job) => {
        try {
          if (await sendWeeklyEmail({ db: database.db, env, mailer }, job, now())) {
            metrics?.weeklySent.inc();
            metrics?.weeklyLastSuccess.setToCurrentTime();
          }
        } catch (error) {
          if (!(error instanceof SendInProgressError)) {
            metrics?.weeklyFailed.inc();
            log.warn({ ...errorFacts(error), ...job }, 'weekly e-mail failed; retried later');
          }
          throw error;
        }
      },
    );
  }

  const weeklyDone = async () => {
    for (;;) {
      const { rows } = await database.query(
        `select count(*)::int as n from ${JOB_SCHEMA}.job
         where name = $1 and state in ('created', 'retry', 'active')`,
        [QUEUES.weeklyEmail],
      );
      if ((rows[0] as { n: number }).n === 0) return;
      await sleep(500);
    }
  };

  return {
    boss,
    fanOutWeekly,
    weeklyDone,
    async stop(waitMs = timeout * 1000) {
      await Promise.all([
        senders?.stop(waitMs),
        boss.stop({ graceful: true, wait: true, timeout: waitMs }),
      ]);
    },
  };
}

/** Creates a queue, or brings an existing one's options up to date (a new release's). */
async function ensureQueue(
  boss: PgBoss,
  name: string,
  options: Omit<PgBoss.Queue, 'name'>,
): Promise<void> {
  if (await boss.getQueue(name)) await boss.updateQueue(name, { name, ...options });
  else await boss.createQueue(name, { name, ...options });
}

/** Jobs by queue and state on /metrics, counted when scraped (one grouped query). */
function countJobsWhenScraped(metrics: Metrics, database: Database): void {
  new Gauge({
    name: 'mathsteps_jobs',
    help: 'Jobs by queue and state (created, retry, active, completed, cancelled, failed)',
    labelNames: ['queue', 'state'],
    registers: [metrics.registry],
    async collect() {
      const { rows } = await database.query(
        `select name as queue, state::text as state, count(*)::int as n
         from ${JOB_SCHEMA}.job group by 1, 2`,
      );
      this.reset();
      for (const { queue, state, n } of rows as { queue: string; state: string; n: number }[]) {
        this.set({ queue, state }, n);
      }
    },
  });
}

interface Senders {
  /** Fetches no more; waits up to `waitMs` for the jobs under way, then releases the rest. */
  stop(waitMs: number): Promise<void>;
}

/** How long an idle sender waits before it looks for a job again. */
const SENDER_POLL_MS = 2000;

/**
 * `count` loops, each fetching one job at a time (SKIP LOCKED) and fetching the next at once
 * when it is done: pg-boss's own worker waits its polling interval after every job, which
 * held three processes to 6 e-mails a second. A job that throws is failed, so pg-boss
 * retries it after its backoff.
 */
function sendersOf<T extends object>(
  boss: PgBoss,
  queue: string,
  count: number,
  handle: (data: T) => Promise<void>,
): Senders {
  let stopping = false;
  const stopped = new AbortController();
  // While the queue is empty only the first loop looks (one query per SENDER_POLL_MS);
  // the others wait for it to find a job.
  let wakeOthers = () => {};
  let found = new Promise<void>((resolve) => {
    wakeOthers = resolve;
  });
  const running = new Map<string, Promise<void>>();
  const loop = async (_: unknown, index: number) => {
    while (!stopping) {
      const [job] = await boss.fetch<T>(queue, { batchSize: 1 }).catch(() => [] as PgBoss.Job<T>[]);
      if (!job) {
        if (index === 0) {
          await sleep(SENDER_POLL_MS, undefined, { signal: stopped.signal }).catch(() => {});
        } else {
          await Promise.race([found, sleep(60_000, undefined, { signal: stopped.signal })]).catch(
            () => {},
          );
        }
        continue;
      }
      if (index === 0) {
        wakeOthers();
        found = new Promise<void>((resolve) => {
          wakeOthers = resolve;
        });
      }
      const work = handle(job.data).then(
        () => boss.complete(queue, job.id),
        (error: unknown) => boss.fail(queue, job.id, errorFacts(error)),
      );
      running.set(
        job.id,
        work.then(
          () => undefined,
          () => undefined,
        ),
      );
      await running.get(job.id);
      running.delete(job.id);
    }
  };
  const loops = Array.from({ length: count }, loop);
  return {
    async stop(waitMs) {
      stopping = true;
      stopped.abort();
      const finished = Promise.all(loops).then(() => true);
      if (await Promise.race([finished, sleep(waitMs, false, { ref: false })])) return;
      // Released: failed now, retried by another process after its backoff.
      for (const id of running.keys()) {
        await boss.fail(queue, id, { message: 'released at shutdown' }).catch(() => {});
      }
    },
  };
}

/** PostgreSQL's codes for "already exists", and a deadlock: what processes racing meet. */
const RACING = new Set(['23505', '42P06', '42710', '42P07', '40P01']);

/**
 * pg-boss fetches the next job `order by priority desc, created_on, id`, but its own index
 * on queued jobs is by start_after: PostgreSQL read and sorted every queued job for each
 * fetch, 245 ms a fetch with 100,000 weekly e-mails queued, and the week's run crawled at
 * 17 e-mails a second with PostgreSQL's CPU full. An index in the fetch's order
 * makes it a 0.05 ms index scan. On the partitioned table, so each queue's partition has it;
 * built once (IF NOT EXISTS), without CONCURRENTLY (not on a partitioned table): it blocks
 * only the job engine's writes for as long as the build takes, never a child's call.
 */
const FETCH_ORDER_INDEX = `create index if not exists job_fetch_order
  on ${JOB_SCHEMA}.job (name, priority desc, created_on, id) where state < 'active'`;

/**
 * Makes (or updates) pg-boss's tables and our queues. Processes started together race to
 * create them and all but one fail, on "already exists" or on a deadlock between two
 * queues' partitions (seen with two and three at once): they try again after a pause and
 * find them made. A pg-boss instance that failed to start cannot start again, hence a new
 * one each time.
 */
async function prepareJobTables(db: PgBoss.Db, timeout: number): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const setup = new PgBoss({ db, schema: JOB_SCHEMA, supervise: false, schedule: false });
    try {
      await setup.start();
      await ensureQueue(setup, QUEUES.weeklyDead, {});
      await ensureQueue(setup, QUEUES.weeklyEmail, {
        expireInSeconds: timeout,
        retryLimit: 6,
        retryDelay: Math.max(1, Math.round(timeout / 4)),
        retryBackoff: true,
        deadLetter: QUEUES.weeklyDead,
      });
      await ensureQueue(setup, QUEUES.weeklyFanOut, { expireInSeconds: 15 * 60, retryLimit: 2 });
      await ensureQueue(setup, QUEUES.cleanup, { expireInSeconds: 15 * 60, retryLimit: 1 });
      await db.executeSql(FETCH_ORDER_INDEX, []);
      await setup.stop({ graceful: false, wait: true });
      return;
    } catch (error) {
      await setup.stop({ graceful: false, wait: true }).catch(() => {});
      const code = (error as { code?: string }).code;
      if (attempt >= 8 || !code || !RACING.has(code)) throw error;
      await sleep(100 * attempt + Math.random() * 200);
    }
  }
}
