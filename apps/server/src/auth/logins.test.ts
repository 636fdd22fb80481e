import { tables } from '@mathsteps/db';
import { prehashPassword } from '@mathsteps/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { type Answer, burst, listen, post, statusCounts } from '../../test/burst';
import { passwordChangeRaces } from '../../test/races';
import { appPerTest, testEnv } from '../../test/test-app';
import { buildApp } from '../app';
import { DEVICE_COOKIE, DEVICES_PER_ACCOUNT } from './logins';
import { LIMITS } from './throttle';

/**
 * Logins from a device that has signed in before (OWASP's device cookies)
 * and what refused logins leave behind (item 2). The addresses are set through TRUST_PROXY,
 * as a balancer sets them; every burst is sent at once, one socket each.
 */

const t = appPerTest({ deps: () => ({ env: testEnv({ TRUST_PROXY: '127.0.0.1' }) }) });
let url: string;

beforeEach(async () => {
  url = await listen(t.app);
});

const SCHOOL = '198.51.100.1';
const from = (address: string, cookie?: string) => ({
  'x-forwarded-for': address,
  ...(cookie ? { cookie } : {}),
});

/** The device cookie an answer set, as the browser sends it back. */
function deviceCookieOf(answer: Answer): string {
  const setCookie = [answer.headers['set-cookie'] ?? []].flat();
  const device = setCookie.find((line) => line.startsWith(`${DEVICE_COOKIE}=`));
  if (!device) throw new Error('no device cookie was set');
  expect(device).toMatch(/HttpOnly/i);
  expect(device).toMatch(/SameSite=Strict/i);
  expect(device).toMatch(/Path=\/api/);
  return device.split(';')[0]!;
}

/** The session cookies an answer set, as the browser sends them back. */
const sessionCookiesOf = (answer: Answer) =>
  [answer.headers['set-cookie'] ?? []]
    .flat()
    .map((line) => line.split(';')[0])
    .join('; ');

/** Strangers on six addresses fill a parent account's ceiling of wrong passwords. */
async function fillAccountCeiling(email: string) {
  const wrong = {
    tag: 'user.connect',
    email,
    emailpassword: await prehashPassword(email, 'Wrong2day!'),
  };
  await burst(
    url,
    60,
    () => wrong,
    (i) => from(`192.0.2.${i % 6}`),
  );
}

const studentLogin = async (handle: string, passcode: string) => ({
  tag: 'student.connect',
  accountname: handle,
  accountpassword: await prehashPassword(handle, passcode),
  timezone: 'UTC',
});

/** A stranger at the school guesses passcodes of made-up handles, all at once. */
const strangerGuesses = (count: number) =>
  burst(
    url,
    count,
    (i) => ({
      tag: 'student.connect',
      accountname: `kid${i}`,
      accountpassword: 'c'.repeat(64),
      timezone: 'UTC',
    }),
    () => from(SCHOOL),
  );

async function child() {
  const parent = await t.registerParent();
  await t.addScheduledStudent(parent.cookie, 'sam', { addition: { schedule: 'smtwrfa' } });
  return parent;
}

/** Sam, added, signs in once at school: the family's device, remembered by its cookie. */
async function samsDevice() {
  await child();
  return deviceCookieOf(await post(url, await studentLogin('sam', '1234'), from(SCHOOL)));
}

describe("a child's login from the family's device", () => {
  it('is not locked out by a stranger behind the same address', async () => {
    await child();
    const signedIn = await post(url, await studentLogin('sam', '1234'), from(SCHOOL));
    expect(signedIn.status).toBe(200);
    const device = deviceCookieOf(signedIn);

    // A stranger at the school guesses made-up handles until the address is refused.
    const guesses = await strangerGuesses(60);
    expect(statusCounts(guesses)).toEqual({ 401: 50, 429: 10 });

    const right = await studentLogin('sam', '1234');
    expect((await post(url, right, from(SCHOOL))).status).toBe(429);
    expect((await post(url, right, from(SCHOOL, device))).status).toBe(200);
  });

  it("is not locked out by guesses at the child's handle from many addresses", async () => {
    const device = await samsDevice();
    const wrong = await studentLogin('sam', '9999');
    const guesses = await burst(
      url,
      LIMITS.studentLoginPerAccount.max + 10,
      () => wrong,
      (i) => from(`192.0.2.${i % 4}`),
    );
    expect(statusCounts(guesses)[401]).toBe(LIMITS.studentLoginPerAccount.max);

    const right = await studentLogin('sam', '1234');
    expect((await post(url, right, from('203.0.113.9'))).status).toBe(429);
    expect((await post(url, right, from('203.0.113.9', device))).status).toBe(200);
  });

  it("counts wrong passcodes from the device on the device's own count only", async () => {
    const device = await samsDevice();
    const wrong = await studentLogin('sam', '9999');
    const guesses = await burst(
      url,
      15,
      () => wrong,
      () => from(SCHOOL, device),
    );
    expect(statusCounts(guesses)).toEqual({
      401: LIMITS.studentLoginPerDevice.max,
      429: 15 - LIMITS.studentLoginPerDevice.max,
    });
    const right = await studentLogin('sam', '1234');
    // The device is refused for its window; the child, the address and the handle are not.
    expect((await post(url, right, from(SCHOOL, device))).status).toBe(429);
    expect((await post(url, right, from(SCHOOL))).status).toBe(200);
  });

  it('takes no forged cookie, nor one of another account, for the device', async () => {
    await child();
    const parent = await t.registerParent({ email: 'other@example.com' });
    await t.addScheduledStudent(parent.cookie, 'ava', { addition: { schedule: 'smtwrfa' } });
    const device = deviceCookieOf(await post(url, await studentLogin('ava', '1234'), from(SCHOOL)));
    const forged = device.replace(/.$/, (last) => (last === 'a' ? 'b' : 'a'));
    await strangerGuesses(55);
    const sam = await studentLogin('sam', '1234');
    expect((await post(url, sam, from(SCHOOL, device))).status).toBe(429);
    expect((await post(url, sam, from(SCHOOL, forged))).status).toBe(429);
    expect((await post(url, await studentLogin('ava', '1234'), from(SCHOOL, device))).status).toBe(
      200,
    );
  });
});

describe('the server key', () => {
  it('is the same for every instance on one database, and SECRET_KEY replaces it', async () => {
    const device = await samsDevice();
    const other = await buildApp({
      env: testEnv({ TRUST_PROXY: '127.0.0.1' }),
      database: t.database,
    });
    const keyed = await buildApp({
      env: testEnv({ TRUST_PROXY: '127.0.0.1', SECRET_KEY: 'k'.repeat(32) }),
      database: t.database,
    });
    try {
      const otherUrl = await listen(other);
      const keyedUrl = await listen(keyed);
      await strangerGuesses(55);
      const sam = await studentLogin('sam', '1234');
      expect((await post(otherUrl, sam, from(SCHOOL, device))).status).toBe(200);
      expect((await post(url, sam, from(SCHOOL))).status).toBe(429);
      // SECRET_KEY's instance hashes the address otherwise: it finds no count of its own.
      expect((await post(keyedUrl, sam, from(SCHOOL))).status).toBe(200);
      expect(await t.database.db.select().from(tables.serverKeys)).toHaveLength(1);
    } finally {
      await other.close();
      await keyed.close();
    }
  });
});

describe("a parent's login from their device", () => {
  it('is not locked out by strangers behind the address or guessing from many addresses', async () => {
    const { email, emailpassword } = await t.registerParent();
    const right = { tag: 'user.connect', email, emailpassword };
    const signedIn = await post(url, right, from(SCHOOL));
    expect(signedIn.status).toBe(200);
    const device = deviceCookieOf(signedIn);

    const wrong = { ...right, emailpassword: await prehashPassword(email, 'Wrong2day!') };
    const guesses = await burst(
      url,
      80,
      () => wrong,
      (i) => from(`192.0.2.${i % 6}`),
    );
    expect(statusCounts(guesses)[401]).toBe(LIMITS.parentLoginPerAccount.max);
    const strangers = await burst(
      url,
      40,
      (i) => ({ ...wrong, email: `nobody${i}@example.com` }),
      () => from(SCHOOL),
    );
    expect(statusCounts(strangers)[401]).toBe(LIMITS.parentLoginPerAddress.max);

    expect((await post(url, right, from(SCHOOL))).status).toBe(429);
    expect((await post(url, right, from(SCHOOL, device))).status).toBe(200);
  });
});

describe('devices remembered under an old password or passcode', () => {
  const rememberedRows = async () => t.database.db.select().from(tables.loginDevices);

  it('give no guesses at a new passcode: eight cookies meet the account ceiling only', async () => {
    const parent = await child();
    // Eight devices, each signed in with the passcode the attacker knew.
    const devices: string[] = [];
    for (let i = 0; i < 8; i++) {
      const answer = await post(url, await studentLogin('sam', '1234'), from(`203.0.113.${i}`));
      devices.push(deviceCookieOf(answer));
    }
    expect(await rememberedRows()).toHaveLength(8);
    const changed = await t.call(
      {
        tag: 'student.update',
        accountname: 'sam',
        accountpassword: await prehashPassword('sam', '5678'),
      },
      { cookie: parent.cookie },
    );
    expect(changed.statusCode).toBe(200);
    expect(await rememberedRows()).toHaveLength(0);

    // Twelve guesses from each device, all at once: before, each device had its own ten.
    const guesses = await burst(
      url,
      96,
      (i) => ({
        tag: 'student.connect',
        accountname: 'sam',
        accountpassword: 'd'.repeat(63) + (i % 10),
        timezone: 'UTC',
      }),
      (i) => from(`203.0.113.${i % 8}`, devices[i % 8]),
    );
    expect(statusCounts(guesses)[401]).toBe(LIMITS.studentLoginPerAccount.max);
  });

  it('are forgotten by a new parent password, which may sign the children out too', async () => {
    const parent = await child();
    const { email, emailpassword } = parent;
    const right = { tag: 'user.connect', email, emailpassword };
    const device = deviceCookieOf(await post(url, right, from(SCHOOL)));
    const childSession = await post(url, await studentLogin('sam', '1234'), from(SCHOOL));
    expect(childSession.status).toBe(200);

    const newpassword = await prehashPassword(email, 'Brand-new9!');
    const changed = await t.call(
      { tag: 'user.update', currentpassword: emailpassword, newpassword, signoutchildren: 'true' },
      { cookie: parent.cookie },
    );
    expect(changed.statusCode).toBe(200);
    expect(await rememberedRows()).toHaveLength(0);
    const childCookies = sessionCookiesOf(childSession);
    expect((await post(url, { tag: 'student.get' }, { cookie: childCookies })).status).toBe(401);

    // Strangers fill the account's ceiling; the old device is one of them now.
    await fillAccountCeiling(email);
    const fresh = { ...right, emailpassword: newpassword };
    expect((await post(url, fresh, from(SCHOOL, device))).status).toBe(429);
  });

  it(`are kept ${DEVICES_PER_ACCOUNT} per account, the least recently used forgotten`, async () => {
    const { email, emailpassword } = await t.registerParent();
    const right = { tag: 'user.connect', email, emailpassword };
    const first = deviceCookieOf(await post(url, right, from('203.0.113.1')));
    for (let i = 0; i < DEVICES_PER_ACCOUNT; i++) await post(url, right, from('203.0.113.2'));
    expect(await rememberedRows()).toHaveLength(DEVICES_PER_ACCOUNT);

    // The first device is a stranger again: the account's ceiling holds it.
    await fillAccountCeiling(email);
    expect((await post(url, right, from('203.0.113.1', first))).status).toBe(429);
  });

  it('are forgotten with the family by "Sign out of all devices"', async () => {
    const parent = await child();
    await post(
      url,
      { tag: 'user.connect', email: parent.email, emailpassword: parent.emailpassword },
      from(SCHOOL),
    );
    await post(url, await studentLogin('sam', '1234'), from(SCHOOL));
    expect(await rememberedRows()).toHaveLength(2);
    const ended = await t.call({ tag: 'user.signoutall' }, { cookie: parent.cookie });
    expect(ended.json()).toMatchObject({ ended: 2 });
    expect(await rememberedRows()).toHaveLength(0);
  });
});

describe("a parent's remembered devices", () => {
  const rememberedRows = async () => t.database.db.select().from(tables.loginDevices);

  it("are forgotten only by the parent's own account, never by another naming the address", async () => {
    const dana = await t.registerParent({ email: 'dana@example.com' });
    const right = { tag: 'user.connect', email: dana.email, emailpassword: dana.emailpassword };
    const device = deviceCookieOf(await post(url, right, from(SCHOOL)));
    expect(await rememberedRows()).toHaveLength(1);

    // A sign-up naming Dana's address (never verified), and an account moved to it.
    const stranger = await t.registerParent({ email: dana.email, verified: false });
    const eve = await t.registerParent({ email: 'eve@example.com' });
    const moved = await t.call(
      {
        tag: 'user.update',
        email: dana.email,
        currentpassword: eve.emailpassword,
        emailpassword: await prehashPassword(dana.email, 'Sunny2day!'),
      },
      { cookie: eve.cookie },
    );
    expect(moved.statusCode).toBe(200);
    for (const cookie of [stranger.cookie, eve.cookie]) {
      await t.call({ tag: 'user.signoutall' }, { cookie });
      await t.call(
        {
          tag: 'user.update',
          currentpassword: dana.emailpassword,
          newpassword: await prehashPassword(dana.email, 'Other2day!'),
        },
        { cookie },
      );
    }
    await t.call({ tag: 'user.delete' }, { cookie: stranger.cookie });
    expect(await rememberedRows()).toHaveLength(1);

    // Strangers fill the account's ceiling; Dana's own device still signs in.
    await fillAccountCeiling(dana.email);
    expect((await post(url, right, from(SCHOOL))).status).toBe(429);
    expect((await post(url, right, from(SCHOOL, device))).status).toBe(200);
  });
});

describe('a sign-in in flight when the secret changes', () => {
  const ROUNDS = 20;
  const IN_FLIGHT = 8;

  it('keeps no session and no device: a new password leaves only the changing session', async () => {
    const dana = await t.registerParent();
    const left = await passwordChangeRaces(
      url,
      t.database.db,
      { ...dana, id: dana.body.data.userId },
      { rounds: ROUNDS, inFlight: IN_FLIGHT, from: (i) => from(`203.0.${i >> 8}.${i & 255}`) },
    );
    expect(left.map(({ sessions, devices }) => ({ sessions, devices }))).toEqual(
      Array.from({ length: ROUNDS }, () => ({ sessions: 1, devices: 0 })),
    );
    // The race was run: sign-ins before the change, and after it.
    const answers = left.map((round) => round.answers);
    expect(answers.every((round) => (round[200] ?? 0) + (round[401] ?? 0) === IN_FLIGHT)).toBe(
      true,
    );
  });

  it('keeps no session of the child: a new passcode leaves none', async () => {
    const parent = await child();
    let passcode = 1234;
    for (let round = 0; round < ROUNDS; round++) {
      const old = await studentLogin('sam', String(passcode));
      passcode += 1111;
      await Promise.all([
        burst(
          url,
          IN_FLIGHT,
          () => old,
          (i) => from(`203.0.${round}.${i}`),
        ),
        post(
          url,
          {
            tag: 'student.update',
            accountname: 'sam',
            accountpassword: await prehashPassword('sam', String(passcode)),
          },
          { cookie: parent.cookie, 'x-forwarded-for': SCHOOL },
        ).then((answer) => expect(answer.status).toBe(200)),
      ]);
      const children = await t.database.db.select().from(tables.sessions);
      expect(
        children.filter((session) => session.studentId !== null),
        `round ${round}`,
      ).toEqual([]);
      expect(await t.database.db.select().from(tables.loginDevices), `round ${round}`).toEqual([]);
    }
  });
});

describe('a sign-in on a browser that holds a session', () => {
  it('ends that session, so a sign-out that could not be sent ends here at the latest', async () => {
    const parent = await child();
    const sams = await post(url, await studentLogin('sam', '1234'), from(SCHOOL));
    const samCookie = sessionCookiesOf(sams);
    expect((await post(url, { tag: 'student.get' }, { cookie: samCookie })).status).toBe(200);
    // The parent signs in on the same tablet: the browser sends Sam's cookie with it.
    const signedIn = await post(
      url,
      { tag: 'user.connect', email: parent.email, emailpassword: parent.emailpassword },
      from(SCHOOL, samCookie),
    );
    expect(signedIn.status).toBe(200);
    expect((await post(url, { tag: 'student.get' }, { cookie: samCookie })).status).toBe(401);
  });
});

describe('what refused logins leave behind (decision 0012)', () => {
  it('writes no row for a refused login, and no e-mail, handle or address in any row', async () => {
    const wrong = (i: number) => ({
      tag: 'user.connect',
      email: `guess${i}@example.com`,
      emailpassword: 'c'.repeat(64),
    });
    // The address is refused after 30 wrong passwords...
    const first = await burst(url, LIMITS.parentLoginPerAddress.max, wrong, () => from(SCHOOL));
    expect(statusCounts(first)).toEqual({ 401: LIMITS.parentLoginPerAddress.max });
    const rows = async () => t.database.db.select().from(tables.throttleCounters);
    const before = (await rows()).length;
    // ...and 300 more, refused, add nothing.
    const refused = await burst(
      url,
      300,
      (i) => wrong(100 + i),
      () => from(SCHOOL),
    );
    expect(statusCounts(refused)).toEqual({ 429: 300 });
    expect((await rows()).length).toBe(before);

    await child();
    await post(url, await studentLogin('sam', '9999'), from('203.0.113.5'));
    for (const row of await rows()) {
      expect(row.key).toMatch(/^[a-z-]+:[0-9a-f]{32}$/);
      expect(row.key).not.toMatch(/example|sam|198\.51|203\.0/);
    }
  });
});
