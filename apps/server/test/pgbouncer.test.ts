import { inArray, tables } from '@mathsteps/db';
import { migrationsFolder, openTestDatabase, seedFamilies } from '@mathsteps/db/testing';
import { describe, expect, inject, it } from 'vitest';
import { startSmtpSink } from '../../../test/smtp-sink';
import { startJobs } from '../src/jobs/engine';
import { createMailer } from '../src/mail/mailer';
import { listen } from './burst';
import { passwordChangeRaces } from './races';
import {
  buildTestApp,
  callApi,
  finishedWork,
  premiumFamily,
  quietLog,
  registerParent,
  testEnv,
} from './test-app';

/**
 * Behind PgBouncer in transaction mode (decision 0011): `.ci/run` starts Debian's
 * pgbouncer and sets PGBOUNCER_URL. Every statement goes unnamed (DATABASE_POOLER=
 * transaction), the migration takes its lock on a direct connection, and the hot calls,
 * sent together, answer without one error.
 */
const pooler = process.env.PGBOUNCER_URL;

describe.skipIf(!pooler)('behind PgBouncer', () => {
  it('answers the hot calls sent together without an error, and migrates on a direct connection', async () => {
    const database = await openTestDatabase(inject('dbTemplate'), { pooler });
    const app = await buildTestApp({ env: testEnv(), database });
    try {
      // Nothing to do, but through the same path as a start: the lock on the direct line.
      await database.migrate(migrationsFolder);
      const { parentCookie, childCookie } = await premiumFamily(app);
      const child = { cookie: childCookie };
      const parent = { cookie: parentCookie };
      // One finished assignment, sent again and again as a retry after a lost answer does.
      const work = await finishedWork(app, childCookie, {
        boxes: [{ fact: '8+5', right: true, ms: 1500 }],
      });
      const calls = [
        ...Array.from({ length: 40 }, () =>
          callApi(app, { tag: 'student.mathget', subjects: ['addition'] }, child),
        ),
        ...Array.from({ length: 20 }, () => callApi(app, work, child)),
        ...Array.from({ length: 20 }, () =>
          callApi(app, { tag: 'student.report', accountname: 'sam' }, parent),
        ),
        ...Array.from({ length: 10 }, () => callApi(app, { tag: 'student.factsmap' }, child)),
      ];
      const answers = await Promise.all(calls);
      const failed = answers.filter((answer) => answer.statusCode !== 200);
      expect(failed.map((answer) => answer.body)).toEqual([]);

      // Twenty Quick Facts sessions at once, each planned by the server and answered in its
      // own order: they add up exactly.
      const plans = await Promise.all(
        Array.from({ length: 20 }, async () =>
          (await callApi(app, { tag: 'student.factsget', operation: 'addition' }, child)).json(),
        ),
      );
      const facts = (plans[0].facts as string[]).slice(0, 12).map((fact) => {
        const [a, b] = fact.split('+').map(Number);
        return { fact, answer: String(a! + b!), ms: 1200 };
      });
      const sessions = await Promise.all(
        plans.map((plan, i) =>
          callApi(
            app,
            {
              tag: 'student.factscomplete',
              operation: 'addition',
              attempt: plan.attempt,
              session: plan.session,
              typing: [],
              answers: [...facts.slice(i % 12), ...facts.slice(0, i % 12)],
            },
            child,
          ),
        ),
      );
      expect(sessions.filter((answer) => answer.statusCode !== 200).map((a) => a.body)).toEqual([]);
      const tries = await database.db
        .select({ fact: tables.studentFacts.fact, tries: tables.studentFacts.tries })
        .from(tables.studentFacts)
        .where(
          inArray(
            tables.studentFacts.fact,
            facts.map((each) => each.fact),
          ),
        );
      expect(tries.map((row) => row.tries)).toEqual(Array(12).fill(20));
    } finally {
      await app.close();
      await database.close();
    }
  }, 60_000);

  it('keeps no session of a sign-in in flight when the password changes, in 20 rounds', async () => {
    const database = await openTestDatabase(inject('dbTemplate'), { pooler });
    const app = await buildTestApp({
      env: testEnv({ TRUST_PROXY: '127.0.0.1' }),
      database,
    });
    try {
      const url = await listen(app);
      const dana = await registerParent(app);
      const left = await passwordChangeRaces(
        url,
        database.db,
        { ...dana, id: dana.body.data.userId },
        {
          rounds: 20,
          inFlight: 8,
          from: (i) => ({ 'x-forwarded-for': `203.0.${i >> 8}.${i & 255}` }),
        },
      );
      expect(left.map(({ sessions, devices }) => ({ sessions, devices }))).toEqual(
        Array.from({ length: 20 }, () => ({ sessions: 1, devices: 0 })),
      );
    } finally {
      await app.close();
      await database.close();
    }
  }, 60_000);

  it('runs the job engine through it: the weekly e-mails enqueued, fetched and sent', async () => {
    const smtp = await startSmtpSink();
    const database = await openTestDatabase(inject('dbTemplate'), { pooler });
    const env = testEnv({ SMTP_URL: smtp.url });
    const errors: unknown[] = [];
    const jobs = await startJobs({
      database,
      env,
      mailer: createMailer(env, quietLog),
      log: { ...quietLog, error: (details) => errors.push(details) },
    });
    try {
      await seedFamilies(database, 1, 20, 0);
      expect(await jobs.fanOutWeekly({ force: true })).toBe(20);
      await jobs.weeklyDone();
      expect(smtp.messages).toHaveLength(20);
      expect(errors).toEqual([]);
    } finally {
      await jobs.stop(1000);
      await database.close();
      await smtp.close();
    }
  }, 60_000);
});
