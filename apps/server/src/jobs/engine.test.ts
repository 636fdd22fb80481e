import { randomUUID } from 'node:crypto';
import { type Database, sql, tables } from '@mathsteps/db';
import { openTestDatabase, seedFamilies } from '@mathsteps/db/testing';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { recipients, type SmtpSink, startSmtpSink } from '../../../../test/smtp-sink';
import { quietLog, testEnv } from '../../test/test-app';
import { createMetrics } from '../http/metrics';
import { practiceCeilings } from '../learning/student-day';
import { createMailer, type Mailer } from '../mail/mailer';
import { cleanUp, RETENTION } from './cleanup';
import { type Jobs, jobId, QUEUES, startJobs } from './engine';

/** Sunday 2026-11-22, 19:00 UTC: the bench families (UTC) are due. */
const SUNDAY_EVENING = new Date('2026-11-22T19:00:00Z');

let smtp: SmtpSink;
let database: Database;
let jobs: Jobs | undefined;
const env = () => testEnv({ SMTP_URL: smtp.url, JOB_TIMEOUT: '4' });

beforeAll(async () => {
  smtp = await startSmtpSink();
});
afterAll(() => smtp.close());
beforeEach(async () => {
  smtp.messages.length = 0;
  database = await openTestDatabase(inject('dbTemplate'));
});
afterEach(async () => {
  await jobs?.stop(1000);
  jobs = undefined;
  await database.close();
});

const start = (
  mailer: Mailer = createMailer(env(), quietLog),
  metrics = createMetrics({ served: false }),
) => startJobs({ database, env: env(), mailer, metrics, log: quietLog, now: () => SUNDAY_EVENING });

const jobsByState = async () =>
  (
    await database.query(
      `select state::text, count(*)::int as n from pgboss.job where name = $1 group by 1`,
      [QUEUES.weeklyEmail],
    )
  ).rows;

describe('the job engine', () => {
  it('enqueues one job per due parent, once, and sends each weekly e-mail once', async () => {
    await seedFamilies(database, 1, 3, 0);
    const metrics = createMetrics({ served: false });
    jobs = await start(undefined, metrics);
    // The quarter-hour fan-out, run twice (two processes, or a rerun): one job per parent.
    expect(await jobs.fanOutWeekly()).toBe(3);
    await jobs.fanOutWeekly();
    const jobCount = async () =>
      (await jobsByState()).reduce<number>((sum, row) => sum + (row as { n: number }).n, 0);
    expect(await jobCount()).toBe(3);
    await jobs.weeklyDone();
    expect(await jobsByState()).toEqual([{ state: 'completed', n: 3 }]);
    const sent = smtp.messages.map((mail) => recipients(mail)[0]).sort();
    expect(sent).toEqual(['bench-1@example.com', 'bench-2@example.com', 'bench-3@example.com']);
    // Sent this week: the next quarter hour finds nobody.
    expect(await jobs.fanOutWeekly()).toBe(0);
    const text = await metrics.registry.metrics();
    expect(text).toContain('mathsteps_jobs{queue="weekly-email",state="completed"} 3');
    expect(text).toMatch(/mathsteps_weekly_emails_sent_total 3/);
    expect(text).toMatch(/mathsteps_weekly_parents_due 0/);
  });

  it('fetches the next of many queued jobs through an index in its order, not by sorting them all', async () => {
    jobs = await start();
    await jobs.boss.insert(
      Array.from({ length: 5000 }, (_, n) => ({
        name: QUEUES.weeklyEmail,
        data: { parentId: `parent-${n}`, isoWeek: '2026-W48' },
        startAfter: new Date(Date.now() + 3_600_000), // not taken by the senders meanwhile
      })),
    );
    await database.query('analyze pgboss.job');
    // pg-boss's fetch, as it asks for the next job (with start_after now in the past).
    const { rows } = await database.query(
      `explain select id from pgboss.job
       where name = $1 and state < 'active' and start_after < now() + interval '2 hours'
       order by priority desc, created_on, id limit 1 for update skip locked`,
      [QUEUES.weeklyEmail],
    );
    const plan = rows.map((row) => Object.values(row as object)[0]).join('\n');
    // The partition's copy of job_fetch_order, named by PostgreSQL after its columns.
    expect(plan).toMatch(/Index Scan using \S*name_priority_created_on_id/);
    expect(plan).not.toMatch(/\bSort\b/);
  });

  it('keys each job by parent and ISO week', () => {
    const key = 'weekly:4b7c2a4e-0000-4000-8000-000000000001:2026-W47';
    expect(jobId(key)).toBe(jobId(key));
    expect(jobId(key)).not.toBe(jobId(key.replace('W47', 'W48')));
    expect(jobId(key)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-8[0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('retries a send the mail server refused, with backoff, and sends it once', async () => {
    await seedFamilies(database, 1, 1, 0);
    const real = createMailer(env(), quietLog);
    let tries = 0;
    jobs = await start({
      describe: 'refuses once',
      async send(message) {
        if (tries++ === 0) throw new Error('451 try again later');
        await real.send(message);
      },
    });
    await jobs.fanOutWeekly();
    await jobs.weeklyDone();
    expect(tries).toBe(2);
    expect(smtp.messages).toHaveLength(1);
    const [row] = await database.db.select().from(tables.weeklyEmails);
    expect(row).toMatchObject({ status: 'sent', sendingUntil: null });
    expect(smtp.messages[0]?.messageId).toBe(row?.messageId);
  });

  /** Sends the week's e-mail, and stops the engine, given `grace` ms, while the send runs. */
  async function stopWhileSending(grace: number) {
    await jobs!.fanOutWeekly();
    await expect
      .poll(async () => jobsByState(), { timeout: 10_000 })
      .toEqual([{ state: 'active', n: 1 }]);
    await jobs!.stop(grace);
    jobs = undefined;
  }

  it('at shutdown lets a send under way finish, and releases one that does not in time', async () => {
    await seedFamilies(database, 1, 1, 0);
    const real = createMailer(env(), quietLog);
    // A send that takes a second: stopping with time to spare waits for it.
    jobs = await start({
      describe: 'slow',
      send: async (message) => {
        await new Promise((done) => setTimeout(done, 1000));
        await real.send(message);
      },
    });
    await stopWhileSending(5000);
    expect(await jobsByState()).toEqual([{ state: 'completed', n: 1 }]);
    expect(smtp.messages).toHaveLength(1);
  });

  it('at shutdown releases a send that hangs, for another process to retry', async () => {
    await seedFamilies(database, 1, 1, 0);
    jobs = await start({ describe: 'hangs', send: () => new Promise(() => {}) });
    await stopWhileSending(500);
    // Not left active until it expires: back in the queue at once.
    expect(await jobsByState()).toEqual([{ state: 'retry', n: 1 }]);
  });

  it('expires a job after JOB_TIMEOUT, retries it with backoff, then dead-letters it', async () => {
    jobs = await start();
    const queue = await jobs.boss.getQueue(QUEUES.weeklyEmail);
    expect(queue).toMatchObject({
      deadLetter: QUEUES.weeklyDead,
      expireInSeconds: 4,
      retryBackoff: true,
    });
    expect(queue?.retryLimit).toBeGreaterThan(0);
  });
});

describe('the hourly cleanup', () => {
  it('deletes what has ended or is past keeping, and keeps the rest', async () => {
    await seedFamilies(database, 1, 1, 0);
    const now = new Date();
    const ago = (days: number) => new Date(now.getTime() - days * 86_400_000);
    const [student] = await database.db.select().from(tables.students);
    await database.db.insert(tables.devices).values([
      {
        id: '00000000-0000-4000-8000-000000000001',
        devicetype: 'web',
        createdAt: ago(RETENTION.devicesDays + 1),
      },
      { id: '00000000-0000-4000-8000-000000000002', devicetype: 'web', createdAt: ago(1) },
    ]);
    await database.db.insert(tables.sessions).values([
      {
        tokenHash: 'ended',
        studentId: student!.id,
        expiresAt: ago(1),
        absoluteExpiresAt: ago(-20),
      },
      {
        tokenHash: 'live',
        studentId: student!.id,
        expiresAt: ago(-1),
        absoluteExpiresAt: ago(-20),
      },
    ]);
    await database.db.insert(tables.loginDevices).values([
      { account: 'a', nonce: 'expired', usedAt: ago(181) },
      { account: 'a', nonce: 'kept', usedAt: ago(179) },
    ]);
    await database.db.insert(tables.throttleCounters).values([
      { key: 'old', count: 3, windowStartedAt: ago(2) },
      { key: 'open', count: 3, windowStartedAt: now },
    ]);
    const report = (createdAt: Date) => ({
      studentId: student!.id,
      subject: 'addition',
      level: 3,
      question: '1',
      number0: '47',
      number1: '38',
      errorcount: 1,
      answer: '75',
      correctAnswer: '85',
      entries: {},
      createdAt,
    });
    await database.db
      .insert(tables.errorReports)
      .values([
        report(ago(RETENTION.errorReportsDays + 1)),
        report(ago(RETENTION.errorReportsDays - 1)),
      ]);

    // Finished assignments: two in a month past the horizon (levels 4 and 6), one in the
    // month before, and one still kept.
    const day = (daysAgo: number) => ago(daysAgo).toISOString().slice(0, 10);
    const done = (localDate: string, level: number, errors: number) => ({
      studentId: student!.id,
      attemptId: randomUUID(),
      subject: 'division',
      level,
      localDate,
      questions: 10,
      errors,
      options: ['repeat'],
    });
    const old = day(RETENTION.historyDays + 40);
    const older = day(RETENTION.historyDays + 80);
    const sameMonth = `${old.slice(0, 7)}-01`; // over 40 days after `older`: another month
    await database.db
      .insert(tables.assignmentHistory)
      .values([
        done(old, 6, 1),
        done(sameMonth, 4, 3),
        done(older, 5, 0),
        done(day(RETENTION.historyDays - 1), 2, 2),
      ]);

    expect(await cleanUp(database.db, now)).toEqual({
      sessions: 1,
      verifications: 0,
      counters: 1,
      devices: 1,
      loginDevices: 1,
      errorReports: 1,
      history: 3,
      weeklyMessages: 0,
    });
    const months = await database.db
      .select()
      .from(tables.historyMonths)
      .orderBy(tables.historyMonths.month);
    expect(months.map(({ studentId: _id, ...month }) => month)).toEqual([
      {
        subject: 'division',
        month: older.slice(0, 7),
        assignments: 1,
        questions: 10,
        errors: 0,
        highestLevel: 5,
      },
      {
        subject: 'division',
        month: old.slice(0, 7),
        assignments: 2,
        questions: 20,
        errors: 4,
        highestLevel: 6,
      },
    ]);
    // The highest level finished is still known, for the practice levels.
    const ceilings = await practiceCeilings(database.db, student!.id, new Map());
    expect(ceilings.division).toBe(7);
    // Run again: nothing more to move, the sums stay.
    expect((await cleanUp(database.db, now)).history).toBe(0);
    expect(await database.db.select().from(tables.historyMonths)).toHaveLength(2);
    const count = async (table: string) =>
      (
        (await database.db.execute(
          sql.raw(`select count(*)::int as n from ${table}`),
        )) as unknown as {
          rows: { n: number }[];
        }
      ).rows[0]!.n;
    expect(await count('devices')).toBe(1);
    expect(await count('sessions')).toBe(1);
    expect(await count('throttle_counters')).toBe(1);
    expect(await count('error_reports')).toBe(1);
    expect(await count('assignment_history')).toBe(1);
  });
});
