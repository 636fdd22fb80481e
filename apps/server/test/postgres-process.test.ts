import { fileURLToPath } from 'node:url';
import { refusalEnglish } from '@mathsteps/domain';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { postApi, signUpFamily, sinkCodes } from '../../../test/http-api';
import { recipients, type SmtpSink, startSmtpSink } from '../../../test/smtp-sink';
import { startLoad, waitFor } from './load';
import {
  canRunPrivatePostgres,
  createPrivatePostgres,
  type PrivatePostgres,
} from './private-postgres';
import { type ServerProcess, spawnServer, waitUntilReady } from './server-process';
import { runWeeklyCli } from './weekly-cli';

/**
 * The server on PostgreSQL as operators run it (docs/operations.md): surviving a database
 * restart, and several instances sharing one database. The cluster is the test's own, so
 * stopping it disturbs no other test.
 */
const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

let cluster: PrivatePostgres;
let smtp: SmtpSink;
const running: ServerProcess[] = [];

async function freshDatabase(name: string): Promise<string> {
  const client = new pg.Client({ connectionString: cluster.url });
  await client.connect();
  await client.query(`create database ${name}`);
  await client.end();
  return cluster.urlOf(name);
}

async function startServer(databaseUrl: string): Promise<ServerProcess> {
  const server = await spawnServer({
    DATABASE_URL: databaseUrl,
    SMTP_URL: smtp.url,
    MIGRATE_ON_START: 'true',
  });
  running.push(server);
  return server;
}

const readiness = async (server: ServerProcess) => (await fetch(`${server.url}/readyz`)).status;

// Process tests run once, in the PGlite project, where the global setup builds the server.
describe.skipIf(!canRunPrivatePostgres)('the server on PostgreSQL', () => {
  beforeAll(async () => {
    [cluster, smtp] = await Promise.all([createPrivatePostgres(), startSmtpSink()]);
  });
  afterAll(async () => {
    await Promise.all([cluster?.destroy(), smtp?.close()]);
  });
  afterEach(() => {
    for (const server of running.splice(0)) server.child.kill('SIGKILL');
  });

  it('answers 503 fast while PostgreSQL restarts under load, and recovers by itself within 10 s', async () => {
    const server = await startServer(await freshDatabase('restart'));
    await waitUntilReady(server);
    const family = await signUpFamily(server.url, sinkCodes(smtp));
    const assignments = () =>
      postApi(server.url, {
        tag: 'student.mathget',
        subjects: ['addition'],
        usertoken: family.studentToken,
      });
    const load = startLoad(4, assignments);
    await load.more(20, (sample) => sample.status === 200);

    await cluster.stop();
    const stoppedAt = Date.now();
    await waitFor(async () => (await readiness(server)) === 503, 5000, 'readiness false');
    await load.more(20, (sample) => sample.status === 503); // the outage, under load

    await cluster.start();
    const recoveryMs = await waitFor(
      async () => (await readiness(server)) === 200 && (await assignments()).status === 200,
      10_000,
      'recovery after PostgreSQL came back',
    );
    await load.more(20, (sample) => sample.status === 200);
    const samples = await load.stop();

    // Every request got an answer: the work, or a quick "try again" in the error shape.
    expect(new Set(samples.map((sample) => sample.status))).toEqual(new Set([200, 503]));
    const unavailable = samples.filter((sample) => sample.status === 503);
    expect(unavailable.length).toBeGreaterThan(10);
    expect(new Set(unavailable.map((sample) => sample.reason))).toEqual(
      new Set([refusalEnglish({ code: 'database_unavailable' })]),
    );
    expect(samples.some((sample) => sample.status === 200 && sample.at > stoppedAt)).toBe(true);
    // How fast the outage's answers came and the recovery: printed, not bounded (the wait
    // for recovery above gives up after 10 s; timings belong to the bench).
    const slowest = Math.max(...unavailable.map((sample) => sample.ms));
    console.info(`outage: slowest 503 ${slowest} ms; recovery ${recoveryMs} ms`);
    expect(server.child.exitCode).toBeNull();
    expect(server.output()).not.toContain('request failed');
  });

  it('runs two instances on one database: sessions, throttling and the weekly e-mail are shared', async () => {
    const databaseUrl = await freshDatabase('shared');
    // Started together on an empty database: one migrates, the other waits for it.
    const [a, b] = await Promise.all([startServer(databaseUrl), startServer(databaseUrl)]);
    await Promise.all([waitUntilReady(a), waitUntilReady(b)]);

    // A parent and a child who signed in on instance A are signed in on B.
    const family = await signUpFamily(a.url, sinkCodes(smtp));
    const onB = await postApi(b.url, { tag: 'user.get' }, family.parentCookie);
    expect(onB.status).toBe(200);
    expect(onB.body.data.email).toBe(family.email);
    const studentOnB = await postApi(b.url, {
      tag: 'student.get',
      usertoken: family.studentToken,
    });
    expect(studentOnB.status).toBe(200);

    // Ten wrong passwords, alternating instances, reach the limit on both.
    const wrong = { tag: 'user.connect', email: family.email, emailpassword: '0'.repeat(64) };
    for (let attempt = 0; attempt < 10; attempt++) {
      const answer = await postApi(attempt % 2 === 0 ? a.url : b.url, wrong);
      expect(answer.status).toBe(401);
    }
    for (const server of [a, b]) {
      const limited = await postApi(server.url, {
        tag: 'user.connect',
        email: family.email,
        emailpassword: family.emailpassword,
      });
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    }

    // The weekly e-mail, run by two processes at the same moment, goes out once (the
    // family verified its address on A).
    const runs = await Promise.all([weeklyRun(databaseUrl), weeklyRun(databaseUrl)]);
    // Each run waits until the week's jobs are done: both see the one e-mail sent.
    expect(runs).toEqual(['1 e-mail(s) sent.', '1 e-mail(s) sent.']);
    const weekly = smtp.messages.filter(
      (mail) =>
        recipients(mail).includes(family.email) && mail.subject?.startsWith('Your MathSteps week'),
    );
    expect(weekly).toHaveLength(1);
  });
});

/** `npm run weekly-email -- --force` in a process of its own; answers its last line. */
async function weeklyRun(databaseUrl: string): Promise<string> {
  const output = await runWeeklyCli(['--force'], {
    cwd: repoRoot,
    env: { DATABASE_URL: databaseUrl, SMTP_URL: smtp.url },
  });
  return output.trim().split('\n').at(-1) ?? '';
}
