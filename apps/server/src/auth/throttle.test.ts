import { sql, tables } from '@mathsteps/db';
import { prehashPassword } from '@mathsteps/domain';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type SmtpSink, startSmtpSink } from '../../../../test/smtp-sink';
import { burst, listen, post, statusCounts } from '../../test/burst';
import {
  additionMistake,
  createTestApp,
  type registerParent,
  sessionCookieOf,
  type TestApp,
  testEnv,
} from '../../test/test-app';
import { serverKeys } from './keys';
import { claimAttempt, LIMITS, type Limit, storedKey } from './throttle';

/**
 * The limits of docs/operations.md "Security", attacked as an outsider would: requests sent
 * all at once, each on a socket of its own, so that none waits for another's answer.
 */

let smtp: SmtpSink;
let t: TestApp;
let url: string;

beforeAll(async () => {
  smtp = await startSmtpSink();
});
afterAll(() => smtp.close());
afterEach(() => t.close());

async function start(env: Record<string, string> = {}) {
  smtp.messages.length = 0;
  t = await createTestApp({ env: testEnv({ SMTP_URL: smtp.url, ...env }) });
  url = await listen(t.app);
}

/** A parent with one student "sam", passcode 1234, doing addition every day. */
async function family(email = 'dana@example.com') {
  const parent = await t.registerParent({ email });
  await t.addScheduledStudent(parent.cookie, 'sam', { addition: { schedule: 'smtwrfa' } });
  return parent;
}

const studentLogin = async (passcode: string) => ({
  tag: 'student.connect',
  accountname: 'sam',
  accountpassword: await prehashPassword('sam', passcode),
  timezone: 'America/New_York',
});

/** A call from another address than the attacker's loopback one. */
const fromElsewhere = (body: unknown, remoteAddress = '203.0.113.7') =>
  t.app.inject({
    method: 'POST',
    url: '/api',
    remoteAddress,
    headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
    payload: JSON.stringify(body),
  });

describe('guesses sent all at once', () => {
  beforeEach(() => start());

  it('weighs at most 10 of 200 simultaneous passcode guesses, and the child still gets in from home', async () => {
    await family();
    const wrong = await studentLogin('9999');
    const answers = await burst(url, 200, () => wrong);
    const counts = statusCounts(answers);
    expect(counts[401]).toBe(LIMITS.studentLoginPerAccountAndAddress.max);
    expect(counts[429]).toBe(190);
    expect(Object.keys(counts).sort()).toEqual(['401', '429']);
    const refused = answers.find((answer) => answer.status === 429)!;
    expect(refused.body.reason).toBe(
      'Too many tries. Please wait a while, or ask your grown-up for help.',
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    // Even the right passcode waits on the attacker's address...
    expect((await post(url, await studentLogin('1234'))).status).toBe(429);
    // ...but one stranger cannot lock the child out: from home it works.
    expect((await fromElsewhere(await studentLogin('1234'))).statusCode).toBe(200);
  });

  it('weighs at most 10 of 200 simultaneous parent passwords', async () => {
    const { email, emailpassword } = await t.registerParent();
    const wrong = {
      tag: 'user.connect',
      email,
      emailpassword: await prehashPassword(email, 'Wrong2day!'),
    };
    const counts = statusCounts(await burst(url, 200, () => wrong));
    expect(counts).toEqual({ 401: 10, 429: 190 });
    expect((await fromElsewhere({ tag: 'user.connect', email, emailpassword })).statusCode).toBe(
      200,
    );
  });

  it('weighs at most 5 of 200 simultaneous verification codes', async () => {
    const { cookie } = await t.registerParent({ verified: false });
    const answers = await burst(
      url,
      200,
      (i) => ({
        tag: 'user.emailverify',
        emailtoken: String(10_000_000 + i),
      }),
      () => ({ cookie }),
    );
    const reasons = answers.map((answer) => answer.body.reason);
    const weighed = reasons.filter(
      (reason) =>
        reason === 'Invalid verification code' ||
        reason === 'Too many wrong codes. Please request a new one.',
    );
    expect(weighed).toHaveLength(5);
    expect(reasons.filter((reason) => /no longer be used/.test(reason ?? ''))).toHaveLength(195);
  });

  it('sends at most 3 verification e-mails to one parent, however many requests come at once', async () => {
    const { cookie, email } = await t.registerParent({ verified: false }); // the first e-mail
    const answers = await burst(
      url,
      20,
      () => ({ tag: 'user.emailverify' }),
      () => ({ cookie }),
    );
    expect(statusCounts(answers)).toEqual({ 200: 2, 429: 18 });
    await smtp.waitFor(email, /verification code/);
    const sent = smtp.messages.filter((mail) => mail.to && JSON.stringify(mail.to).includes(email));
    expect(sent.length).toBeLessThanOrEqual(3);
  });

  it('accepts at most 10 sign-ups at once from one address', async () => {
    const answers = await burst(url, 15, (i) => ({
      tag: 'user.create',
      email: `new${i}@example.com`,
      emailpassword: 'a'.repeat(64),
      firstname: 'Ann',
      lastname: 'Lee',
      consent: true,
    }));
    expect(statusCounts(answers)).toEqual({ 200: 10, 429: 5 });
  });

  it('lets a parent try at most 20 student handles an hour, even all at once', async () => {
    const { cookie } = await t.registerParent();
    const answers = await burst(
      url,
      30,
      (i) => ({
        tag: 'student.create',
        firstname: 'Sam',
        lastname: 'Reyes',
        accountname: `probe${i}`,
        accountpassword: 'b'.repeat(64),
        gradelevel: '3',
      }),
      () => ({ cookie }),
    );
    const counts = statusCounts(answers);
    // One student fits a free plan; the other claimed tries meet the plan's limit.
    expect(counts).toEqual({ 200: 1, 403: 19, 429: 10 });
  });

  it('takes at most 5 contact messages an hour from one parent', async () => {
    const { cookie } = await t.registerParent();
    const answers = await burst(
      url,
      30,
      () => ({ tag: 'user.message', subject: 'General question', body: 'Hello there' }),
      () => ({ cookie }),
    );
    expect(statusCounts(answers)).toEqual({ 200: 5, 429: 25 });
  });
});

describe('writes without end (decision 0012)', () => {
  it('keeps at most 200 wrong answers an hour of one child, however many arrive at once', async () => {
    await start({ TRUST_PROXY: '127.0.0.1' });
    await family();
    const login = await fromElsewhere(await studentLogin('1234'));
    const cookie = sessionCookieOf(login);
    const report = additionMistake(47, 38, 75);
    // Each from its own address: the child's count stops them, not the address's.
    const answers = await burst(
      url,
      260,
      () => report,
      (i) => ({ cookie, 'x-forwarded-for': `198.51.100.${i % 250}` }),
    );
    expect(statusCounts(answers)).toEqual({ 200: 200, 429: 60 });
    const [{ n }] = (
      (await t.database.db.execute(
        sql`select count(*)::int as n from error_reports`,
      )) as unknown as {
        rows: { n: number }[];
      }
    ).rows as [{ n: number }];
    expect(n).toBe(LIMITS.errorReportsPerStudent.max);
  });

  it('creates at most 100 devices an hour for one address, and others still get theirs', async () => {
    await start();
    const answers = await burst(url, 130, () => ({ tag: 'device.create', devicetype: 'web' }));
    expect(statusCounts(answers)).toEqual({ 200: 100, 429: 30 });
    const elsewhere = await fromElsewhere({ tag: 'device.create', devicetype: 'web' });
    expect(elsewhere.statusCode).toBe(200);
    expect(await t.database.db.select().from(tables.devices)).toHaveLength(101);
  });
});

describe('one victim, many accounts', () => {
  beforeEach(() => start());

  it('mails one address at most 3 verification e-mails when accounts keep changing to it', async () => {
    const victim = 'victim@example.com';
    const parents: Awaited<ReturnType<typeof registerParent>>[] = [];
    for (let i = 0; i < 4; i++) {
      parents.push(await t.registerParent({ email: `p${i}@example.com` }));
    }
    const changeTo = async (parent: (typeof parents)[number], email: string) => {
      const answer = await t.call(
        {
          tag: 'user.update',
          email,
          currentpassword: parent.emailpassword,
          emailpassword: await prehashPassword(email, 'Sunny2day!'),
        },
        { cookie: parent.cookie },
      );
      // The pre-hash is salted with the e-mail: the next change proves the password anew.
      if (answer.statusCode === 200) {
        parent.emailpassword = await prehashPassword(email, 'Sunny2day!');
      }
      return answer.statusCode;
    };
    // Four accounts take the victim's address in turn: the fourth mail is held back.
    for (const [i, parent] of parents.entries()) {
      expect(await changeTo(parent, victim)).toBe(200);
      expect(await changeTo(parent, `away${i}@example.com`)).toBe(200);
    }
    // One address makes at most 10 changes an hour (8 made above).
    const [first] = parents;
    const statuses = [];
    for (let round = 0; round < 3; round++)
      statuses.push(await changeTo(first!, `again${round}@example.com`));
    expect(statuses).toEqual([200, 200, 429]);
    // Each answer came once the SMTP server had taken its e-mail (user.update awaits the
    // send): every message to the victim is in by now.
    const toVictim = smtp.messages.filter((mail) => JSON.stringify(mail.to ?? '').includes(victim));
    expect(toVictim).toHaveLength(LIMITS.verificationEmails.max);
  });
});

describe('addresses', () => {
  const rotating = (i: number) => ({ 'x-forwarded-for': `198.51.100.${i}` });

  it('ignores X-Forwarded-For by default: rotating it does not reset the count', async () => {
    await start();
    await family();
    const wrong = await studentLogin('9999');
    const statuses = [];
    for (let i = 0; i < 12; i++) statuses.push((await post(url, wrong, rotating(i))).status);
    expect(statuses).toEqual([...Array(10).fill(401), 429, 429]);
  });

  it('believes X-Forwarded-For from the proxy TRUST_PROXY names', async () => {
    await start({ TRUST_PROXY: '127.0.0.1' });
    await family();
    const wrong = await studentLogin('9999');
    const statuses = [];
    for (let i = 0; i < 12; i++) statuses.push((await post(url, wrong, rotating(i))).status);
    expect(statuses).toEqual(Array(12).fill(401));
  });

  it('counts what is not an address in X-Forwarded-For against the proxy that sent it', async () => {
    await start({ TRUST_PROXY: '1' });
    await family();
    const wrong = await studentLogin('9999');
    const statuses = [];
    for (let i = 0; i < 12; i++) {
      statuses.push((await post(url, wrong, { 'x-forwarded-for': `not-an-address-${i}` })).status);
    }
    expect(statuses).toEqual([...Array(10).fill(401), 429, 429]);
  });

  it('locks a handle for everyone only at the higher ceiling of 30 guesses from many addresses', async () => {
    await start();
    await family();
    const wrong = await studentLogin('9999');
    for (let i = 0; i < LIMITS.studentLoginPerAccount.max; i++) {
      expect((await fromElsewhere(wrong, `192.0.2.${i}`)).statusCode).toBe(401);
    }
    expect((await fromElsewhere(await studentLogin('1234'), '192.0.2.200')).statusCode).toBe(429);
  });

  it('refuses one address guessing across many handles after 50', async () => {
    await start();
    const counts = statusCounts(
      await burst(url, 60, (i) => ({
        tag: 'student.connect',
        accountname: `kid${i}`,
        accountpassword: 'c'.repeat(64),
        timezone: 'UTC',
      })),
    );
    expect(counts).toEqual({ 401: 50, 429: 10 });
  });
});

describe('the counters', () => {
  beforeEach(() => start());

  const NOW = new Date('2026-11-24T10:00:00Z');
  const MINUTE = 60_000;
  const limit = (max: number): Limit => ({ max, windowMs: 15 * MINUTE });
  const keys = serverKeys('a key for these tests, 32 characters or more');
  const NAMES = ['pair', 'address', 'account', 'old', 'recent', 'other old', 'new', 'fresh'];
  /** The counters by the names they were claimed with (the table holds keyed hashes). */
  const counts = async () =>
    Object.fromEntries(
      (await t.database.db.select().from(tables.throttleCounters)).map((row) => [
        NAMES.find((name) => storedKey(keys, name) === row.key) ?? row.key,
        row.count,
      ]),
    );
  const claim = (claims: [string, number][], now = NOW) =>
    claimAttempt(
      { db: t.database.db, keys },
      claims.map(([key, max]) => ({ key, limit: limit(max) })),
      now,
      { code: 'too_many_logins' },
    );

  it('gives back the keys claimed before a refused one, and counts none after it', async () => {
    await claim([
      ['pair', 5],
      ['address', 1],
      ['account', 5],
    ]);
    await expect(
      claim([
        ['pair', 5],
        ['address', 1],
        ['account', 5],
      ]),
    ).rejects.toMatchObject({
      status: 429,
      headers: { 'retry-after': String(15 * 60) },
    });
    expect(await counts()).toEqual({ pair: 1, address: 1, account: 1 });
  });

  it('leaves no row for a key a refused attempt claimed first (decision 0012)', async () => {
    await claim([['address', 1]]);
    await expect(
      claim([
        ['fresh', 5],
        ['address', 1],
      ]),
    ).rejects.toMatchObject({ status: 429 });
    expect(await counts()).toEqual({ address: 1 });
  });

  it('gives a right password back on every key and forgets its account and address', async () => {
    await claim([
      ['pair', 5],
      ['account', 5],
    ]);
    const attempt = await claim([
      ['pair', 5],
      ['account', 5],
    ]);
    await attempt.refund('pair');
    expect(await counts()).toEqual({ account: 1 });
  });

  it('starts a window again when it is over, and forgets the counters of windows long over', async () => {
    await claim([['old', 5]], new Date(NOW.getTime() - 3 * 60 * MINUTE));
    await claim([['recent', 5]], new Date(NOW.getTime() - 30 * MINUTE));
    await claim([['recent', 5]], new Date(NOW.getTime() - 20 * MINUTE));
    await claim([['other old', 5]], new Date(NOW.getTime() - 2 * 60 * MINUTE));
    // A new window opens on "other old" (claimed again) and on "new": the old counter goes,
    // the one still in its window stays, and the ones claimed are counted, not forgotten.
    await claim([
      ['other old', 5],
      ['new', 5],
    ]);
    expect(await counts()).toEqual({ recent: 2, 'other old': 1, new: 1 });
  });
});
