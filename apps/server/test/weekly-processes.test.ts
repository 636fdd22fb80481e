import { openPostgres } from '@mathsteps/db';
import { createEmptyDatabase, seedFamilies } from '@mathsteps/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recipients, type SmtpSink, startSmtpSink } from '../../../test/smtp-sink';
import { sleep, waitFor } from './load';
import { type ServerProcess, spawnServer, waitUntilReady } from './server-process';
import { startEnqueuer, testEnv } from './test-app';

/**
 * The weekly e-mail on several processes (decision 0011): three server processes on one PostgreSQL
 * database, 2,000 due parents, one send that outlives its job's expiry (a slow mail
 * server) and a `kill -9` of one process in the middle of the run. Every parent gets one
 * weekly e-mail (one Message-ID), and the killed process's e-mails are taken over within
 * two minutes.
 */
const adminUrl = process.env.TEST_DATABASE_URL;
const PARENTS = 2000;
const JOB_TIMEOUT = 5;
/** Set once the victim is dead: the next e-mail (a survivor's) is held, for three job timeouts. */
let killed = false;
/** The parent whose e-mail the mail server held. */
let slow = '';

let smtp: SmtpSink;
let databaseUrl: string;
let scratch: { url: string; drop: () => Promise<void> } | undefined;
const servers: ServerProcess[] = [];

// A process test: run once, in the PGlite project (where the server is built), on the
// PostgreSQL that CI gives the PostgreSQL project.
describe.skipIf(!adminUrl)('the weekly e-mail over three processes', () => {
  beforeAll(async () => {
    smtp = await startSmtpSink({
      delayFor: (to) => {
        if (!killed || slow) return 0;
        slow = to[0] ?? '';
        return 3 * JOB_TIMEOUT * 1000;
      },
    });
    scratch = await createEmptyDatabase(adminUrl!, `weekly_processes_${process.pid}`);
    databaseUrl = scratch.url;
  });
  afterAll(async () => {
    for (const server of servers) server.child.kill('SIGKILL');
    await smtp?.close();
    await scratch?.drop();
  });

  it('sends every parent one e-mail through a slow send and a kill -9, and takes the dead process over within two minutes', async () => {
    for (let i = 0; i < 3; i++) {
      servers.push(
        await spawnServer({
          DATABASE_URL: databaseUrl,
          SMTP_URL: smtp.url,
          JOB_TIMEOUT: String(JOB_TIMEOUT),
          MIGRATE_ON_START: 'true',
          LOG_LEVEL: 'warn',
        }),
      );
    }
    await Promise.all(servers.map((server) => waitUntilReady(server)));

    // 2,000 premium parents with a verified address; enqueued as an operator's --force
    // run does (the quarter-hour schedule enqueues the same jobs on a Sunday evening).
    const database = openPostgres(databaseUrl, { max: 2 });
    await seedFamilies(database, 1, PARENTS, 0);
    // The queue's settings are the cluster's: the same JOB_TIMEOUT as the servers'.
    const env = testEnv({
      DATABASE_URL: databaseUrl,
      SMTP_URL: smtp.url,
      JOB_TIMEOUT: String(JOB_TIMEOUT),
    });
    const enqueuer = await startEnqueuer(database, env);
    const started = Date.now();
    expect(await enqueuer.fanOutWeekly({ force: true })).toBe(PARENTS);

    // One process dies once a quarter of the e-mails are out, its sends under way.
    await waitFor(async () => smtp.messages.length >= PARENTS / 4, 120_000, 'a quarter sent').catch(
      (error: Error) => {
        throw new Error(
          `${error.message}; ${smtp.messages.length} sent; the servers said:\n${servers.map((server) => server.output()).join('\n')}`,
        );
      },
    );
    // Not at the moment an e-mail was taken (the sink counts it just before its "250 OK"),
    // which would always catch a send between the mail server's OK and our "sent" mark.
    await sleep(Math.random() * 200);
    const victim = servers[0]!;
    victim.child.kill('SIGKILL');
    await victim.exited;
    killed = true;
    // The jobs under way at the kill: the dead process's among them.
    const active = (
      await database.query(
        `select id from pgboss.job where name = 'weekly-email' and state = 'active'`,
      )
    ).rows.map((row) => (row as { id: string }).id);
    // Taken over: back in the queue (expired, to be retried) or done, none still held by
    // the dead process. In the queue they wait their turn among the rest.
    const stillHeld = async () =>
      (
        (
          await database.query(
            `select count(*)::int as n from pgboss.job where id = any($1) and state = 'active'`,
            [active],
          )
        ).rows[0] as { n: number }
      ).n;
    const takenOverMs = await waitFor(
      async () => (await stillHeld()) === 0,
      120_000,
      'the jobs under way at the kill, taken over',
    );

    const byParent = () => {
      const ids = new Map<string, Set<string>>();
      for (const mail of smtp.messages) {
        const to = [mail.to ?? []].flat()[0]?.value[0]?.address ?? '';
        ids.set(to, (ids.get(to) ?? new Set()).add(mail.messageId ?? ''));
      }
      return ids;
    };
    await waitFor(async () => byParent().size === PARENTS, 180_000, 'every parent e-mailed');
    const lastAt = Date.now();
    // Every job completed: nothing is left that could send a late duplicate.
    await enqueuer.weeklyDone();

    const ids = byParent();
    expect(ids.size).toBe(PARENTS);
    expect([...ids.values()].filter((set) => set.size !== 1)).toEqual([]);
    expect(slow).not.toBe('');
    expect(ids.get(slow)?.size).toBe(1);
    // Its job expired twice over while the send went on: the retries waited, none sent it.
    expect(smtp.messages.filter((mail) => recipients(mail)[0] === slow)).toHaveLength(1);
    const { rows } = await database.query(
      `select state::text, count(*)::int as n from pgboss.job where name = 'weekly-email' group by 1`,
    );
    expect(rows).toEqual([{ state: 'completed', n: PARENTS }]);
    const sent = await database.query(
      `select count(*)::int as n from weekly_emails where status = 'sent'`,
    );
    expect(sent.rows).toEqual([{ n: PARENTS }]);
    // The two survivors finished the dead one's work (how long it took is printed below).
    expect(active.length).toBeGreaterThan(0);
    const counts = new Map<string, number>();
    for (const mail of smtp.messages) {
      const to = [mail.to ?? []].flat()[0]?.value[0]?.address ?? '';
      counts.set(to, (counts.get(to) ?? 0) + 1);
    }
    const resent = [...counts].filter(([, n]) => n > 1).map(([to]) => to);
    console.info(
      `weekly e-mail, ${PARENTS} parents over 3 processes: ${smtp.messages.length} messages ` +
        `(${smtp.messages.length - PARENTS} resent with the same Message-ID${resent.length ? `: ${resent.join(', ')}` : ''}), ` +
        `${((lastAt - started) / 1000).toFixed(1)} s to the last; ` +
        `the ${active.length} jobs under way at the kill taken over ${(takenOverMs / 1000).toFixed(1)} s after it`,
    );
    await enqueuer.stop(1000);
    await database.close();
  }, 300_000);
});
