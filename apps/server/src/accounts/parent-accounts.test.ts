import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { tables } from '@mathsteps/db';
import { prehashPassword } from '@mathsteps/domain';
import { simpleParser } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { signUpBody } from '../../../../test/family';
import { recipients, verificationParts } from '../../../../test/smtp-sink';
import { listen, post } from '../../test/burst';
import {
  appPerTest,
  captureLog,
  parentCredentials,
  sessionCookieOf,
  smtpPerFile,
  testEnv,
} from '../../test/test-app';
import { verifyPassword } from '../auth/passwords';
import { ACCOUNTS_WEIGHED_PER_LOGIN, parentByLogin } from './parents';

const smtp = smtpPerFile();
const t = appPerTest({
  at: '2026-11-22T10:00:00Z',
  deps: () => ({ env: testEnv({ SMTP_URL: smtp.url, SUPPORT_EMAIL: 'help@mathsteps.test' }) }),
});
const advance = (ms: number) => {
  t.clock = new Date(t.clock.getTime() + ms);
};
const MINUTE = 60_000;

const get = (cookie: string) => t.call({ tag: 'user.get' }, { cookie });

async function latestCode(email: string) {
  const mails = smtp.messages.filter((mail) => /verification code/.test(mail.subject ?? ''));
  const mail = mails.at(-1) ?? (await smtp.waitFor(email, /verification code/));
  return verificationParts(mail);
}

describe('two parents changing to one new address at once', () => {
  it('answers both alike, never a 5xx; the first to verify it owns it, the other cannot', async () => {
    const url = await listen(t.app);
    const target = 'shared@example.com';
    const parents = [
      await t.registerParent({ email: 'a@example.com', firstname: 'Ana' }),
      await t.registerParent({ email: 'b@example.com', firstname: 'Bea' }),
    ];
    smtp.messages.length = 0;
    const answers = await Promise.all(
      parents.map(async (parent) =>
        post(
          url,
          {
            tag: 'user.update',
            email: target,
            currentpassword: parent.emailpassword,
            emailpassword: await prehashPassword(target, 'Sunny2day!'),
          },
          { cookie: parent.cookie },
        ),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const codeFor = async (name: string) => {
      const mail = await smtp.waitFor(target, /verification code/);
      const mails = smtp.messages.filter((one) => one.text?.includes(`Hello ${name},`));
      return verificationParts(mails.at(-1) ?? mail).code;
    };
    await smtp.waitFor(target, /verification code/);
    const [ana, bea] = [await codeFor('Ana'), await codeFor('Bea')];
    const verify = (cookie: string, emailtoken: string) =>
      t.call({ tag: 'user.emailverify', emailtoken }, { cookie });
    expect((await verify(parents[1]!.cookie, bea)).json().emailverify).toBe('true');
    const late = await verify(parents[0]!.cookie, ana);
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('address_taken');
    expect((await get(parents[0]!.cookie)).json().data.emailverified).toBe('false');
  });
});

describe('user.create', () => {
  it('refuses a name that is more than a name: line breaks, links, digits', async () => {
    const { email, emailpassword } = await parentCredentials();
    for (const firstname of [
      'Dana\nURGENT: pay at http://evil.example/pay',
      'Dana2',
      'Dana <b>',
      // Letters that show nothing, and one letter under dozens of marks.
      '\u3164\u3164',
      `Da${'\u0301'.repeat(40)}na`,
    ]) {
      const answer = await t.call({
        tag: 'user.create',
        email,
        emailpassword,
        firstname,
        lastname: 'Reyes',
        consent: true,
      });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().reason).toMatch(
        /First name can have letters, spaces, hyphens and apostrophes only/,
      );
    }
    expect(smtp.messages).toHaveLength(0);
    for (const firstname of ["Anne-Marie O'Brien", 'José', 'Zoë', 'D’Angelo', '李']) {
      const answer = await t.call({
        tag: 'user.create',
        email: `${firstname.length}${firstname.charCodeAt(0)}@example.com`,
        emailpassword,
        firstname: firstname.length < 2 ? `${firstname}明` : firstname,
        lastname: 'Reyes',
        consent: true,
      });
      expect(answer.statusCode, firstname).toBe(200);
    }
  });

  it('registers, signs in with strict cookies, records consent and sends the first e-mail', async () => {
    const { response, body, email } = await t.registerParent();
    expect(body).toMatchObject({
      tag: 'user.create',
      usertoken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      data: {
        email,
        firstname: 'Dana',
        lastname: 'Reyes',
        emailverified: 'false',
        userpremium: 'false',
        emails: 'true',
        studentsMax: 1,
        ftue: [],
      },
      students: [],
    });
    const token = response.cookies.find((c) => c.name === 'ms_token')!;
    expect(token).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/', maxAge: 604800 });
    expect(token.secure).toBeFalsy();
    expect(token.value).toBe(body.usertoken);
    const marker = response.cookies.find((c) => c.name === 'ms_session')!;
    expect(marker).toMatchObject({ value: 'parent', sameSite: 'Strict' });
    expect(marker.httpOnly).toBeFalsy();

    const [row] = await t.database.db.select().from(tables.parents);
    expect(row!.consentAt).toEqual(t.clock);
    expect(row!.consentText).toMatch(/parent or legal guardian/);

    const mail = await smtp.waitFor(email, /verification code/);
    expect(mail.html).toContain(verificationParts(mail).code);
    // Which sign-up it is for: several may name one address.
    expect(mail.text).toContain(
      'This is for the account Dana Reyes made on November 22, 2026 at 10:00 AM (UTC).',
    );
    expect(verificationParts(mail).link).toMatch(
      /^http:\/\/localhost:3000\/verifyemail\?emailtoken=[A-Za-z0-9_-]{22}$/,
    );
  });

  it('keeps the language a parent registers in, and writes the e-mails in it', async () => {
    const { email, emailpassword } = await parentCredentials('ana@example.com');
    const response = await t.call(signUpBody({ email, emailpassword, firstname: 'Ana' }), {
      'accept-language': 'es-MX,es;q=0.9,en;q=0.8',
    });
    expect(response.json().data.locale).toBe('es-419');
    const mail = await smtp.waitFor(email, /código de verificación/);
    expect(mail.subject).toBe('Tu código de verificación de MathSteps');
    expect(mail.text).toContain(`Hola, Ana:`);
    expect(mail.text).toContain(
      `Tu código de verificación es ${verificationParts(mail).code}. Escríbelo en tu panel antes de 10 minutos.`,
    );
    expect(mail.html).toContain('<html lang="es">');
    // The sign-up's date as a Spanish reader writes it, not an ISO date.
    expect(mail.text).toMatch(
      /creó el \d{1,2} de [a-z]+ de \d{4} a las \d{1,2}:\d{2} [ap]\.\s?m\. \(UTC\)\./,
    );
    // A program that names no language MathSteps speaks registers an account with none chosen.
    const other = await parentCredentials('kai@example.com');
    const german = await t.call(signUpBody({ ...other, firstname: 'Kai' }), {
      'accept-language': 'de-DE',
    });
    expect(german.json().data.locale).toBe('');
    expect((await smtp.waitFor('kai@example.com', /verification code/)).subject).toBe(
      'Your MathSteps verification code',
    );
  });

  it('sets a Secure cookie when served over HTTPS', async () => {
    await t.restart({
      env: testEnv({ PUBLIC_URL: 'https://mathsteps.example', SMTP_URL: smtp.url }),
    });
    const { response } = await t.registerParent();
    expect(response.cookies.find((c) => c.name === 'ms_token')!.secure).toBe(true);
  });

  it.each([
    [{ email: undefined }, 'email is required'],
    [{ email: 'dana@' }, 'email: Please enter a valid email address'],
    [{ firstname: ' D ' }, 'firstname: First name must be at least 2 characters'],
    [{ lastname: '' }, 'lastname: Last name is required'],
    [
      { emailpassword: 'Sunny2day!' },
      'emailpassword: the password must be sent pre-hashed (64 hex characters)',
    ],
    [
      { emailpassword: 'A'.repeat(64) },
      'emailpassword: the password must be sent pre-hashed (64 hex characters)',
    ],
    [{ consent: false }, 'consent: the parent must agree to the statement'],
    [{ consent: undefined }, 'consent: the parent must agree to the statement'],
    [{ role: 'admin' }, "role must be 'parent' or 'teacher'"],
  ])('refuses %j: %s', async (change, reason) => {
    const request = { ...signUpBody(await parentCredentials()), ...change };
    const response = await t.call(JSON.parse(JSON.stringify(request)));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ tag: 'user.create_error', reason });
    expect(await t.database.db.select().from(tables.parents)).toEqual([]);
  });

  it("tells the owner of a taken address in the owner's language, whatever the page of the sign-up", async () => {
    const dana = await t.registerParent({ verified: false });
    const { code } = await latestCode(dana.email);
    await t.call({ tag: 'user.emailverify', emailtoken: code }, { cookie: dana.cookie });
    await t.call({ tag: 'user.update', locale: 'es-ES' }, { cookie: dana.cookie });
    await t.call({
      tag: 'user.create',
      email: dana.email,
      emailpassword: await prehashPassword(dana.email, 'Other2day!'),
      firstname: 'Sam',
      lastname: 'Other',
      consent: true,
    });
    const notice = await smtp.waitFor(dana.email, /Ya tienes una cuenta de MathSteps/);
    expect(notice.text).toContain('Tu cuenta lo conserva: no ha cambiado nada.');
    expect(notice.html).toContain('<html lang="es">');
  });

  it('answers a sign-up for a verified address like any other, and tells its owner by e-mail (decision 0012)', async () => {
    const dana = await t.registerParent({ verified: false });
    const { code } = await latestCode(dana.email);
    await t.call({ tag: 'user.emailverify', emailtoken: code }, { cookie: dana.cookie });
    smtp.messages.length = 0;

    const signUp = async (email: string, password: string) =>
      t.call({
        tag: 'user.create',
        email,
        emailpassword: await prehashPassword(email.toLowerCase(), password),
        firstname: 'Sam',
        lastname: 'Other',
        consent: true,
      });
    const taken = await signUp('DANA@example.com', 'Other2day!');
    const free = await signUp('new@example.com', 'Other2day!');
    // The same answer, field for field: nothing tells the two apart.
    expect(taken.statusCode).toBe(free.statusCode);
    expect(Object.keys(taken.json()).sort()).toEqual(Object.keys(free.json()).sort());
    expect(taken.json().data).toMatchObject({ email: 'dana@example.com', emailverified: 'false' });

    // The owner hears of it; the new account gets no code for Dana's address, ever.
    const notice = await smtp.waitFor('dana@example.com', /already have a MathSteps account/);
    expect(notice.text).toContain('Your account keeps it: nothing has changed.');
    await smtp.waitFor('new@example.com', /verification code/);
    const cookie = sessionCookieOf(taken);
    await t.call({ tag: 'user.emailverify' }, { cookie });
    const toDana = smtp.messages.filter((mail) => recipients(mail).includes('dana@example.com'));
    expect(toDana.map((mail) => mail.subject)).toEqual([
      'You already have a MathSteps account',
      'You already have a MathSteps account',
    ]);

    // Each password signs in to its own account; Dana's is Dana's.
    const login = async (password: string) =>
      (
        await t.call({
          tag: 'user.connect',
          email: 'dana@example.com',
          emailpassword: await prehashPassword('dana@example.com', password),
        })
      ).json().data;
    expect((await login('Sunny2day!')).userId).toBe(dana.body.data.userId);
    expect((await login('Other2day!')).userId).toBe(taken.json().data.userId);

    // Neither new account is usable before its address is verified, alike; the one on
    // Dana's address never is (docs/decisions/0022-usable-once-verified.md).
    const addChild = (cookie: string) =>
      t.call(
        {
          tag: 'student.create',
          firstname: 'Kim',
          lastname: 'Other',
          accountname: `kim${cookie.slice(-6).replace(/[^a-z0-9]/gi, 'x')}`,
          accountpassword: 'c'.repeat(64),
          gradelevel: '3',
        },
        { cookie },
      );
    const freeCookie = sessionCookieOf(free);
    for (const refused of [await addChild(cookie), await addChild(freeCookie)]) {
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('check_your_email');
    }
    const checkout = await t.call({ tag: 'payment.checkout', priceid: 'monthly' }, { cookie });
    expect(checkout.json().code).toBe('check_your_email');
    // What an account needs before then still answers: itself, a new e-mail, support, leaving.
    expect((await get(cookie)).statusCode).toBe(200);
    const { code: freeCode } = await latestCode('new@example.com');
    await t.call({ tag: 'user.emailverify', emailtoken: freeCode }, { cookie: freeCookie });
    expect((await addChild(freeCookie)).statusCode).toBe(200);
    expect((await addChild(cookie)).statusCode).toBe(403);
  });
});

describe('user.connect, user.logout and sessions', () => {
  it('weighs two hashes for a wrong password or a right one, whatever accounts the address has', async () => {
    const weighed = async (email: string, prehash = 'f'.repeat(64)) => {
      let count = 0;
      const counting = async (...args: Parameters<typeof verifyPassword>) => {
        count++;
        return verifyPassword(...args);
      };
      const found = await parentByLogin(t.database.db, email, prehash, counting);
      return { found: found?.email, count };
    };
    const wrong = { found: undefined, count: ACCOUNTS_WEIGHED_PER_LOGIN };
    expect(await weighed('nobody@example.com')).toEqual(wrong);
    // Right at a free address, and right at one another account names too: the same count.
    const dana = await t.registerParent();
    expect(await weighed(dana.email)).toEqual(wrong);
    const right = { found: dana.email, count: ACCOUNTS_WEIGHED_PER_LOGIN };
    expect(await weighed(dana.email, dana.emailpassword)).toEqual(right);
    for (let i = 0; i < 3; i++) {
      await t.signUp({ email: dana.email, emailpassword: 'e'.repeat(64) });
    }
    expect(await weighed(dana.email)).toEqual(wrong);
    expect(await weighed(dana.email, dana.emailpassword)).toEqual(right);
    expect(await weighed(dana.email, 'e'.repeat(64))).toEqual(right);
  });

  it('signs the owner of an address never verified in, however many sign-ups name it after', async () => {
    const kim = await t.registerParent({ email: 'kim@example.com', verified: false });
    for (let i = 0; i < 4; i++) {
      t.clock = new Date(t.clock.getTime() + 1000);
      const other = await t.signUp({
        email: 'kim@example.com',
        emailpassword: 'e'.repeat(64),
      });
      expect(other.statusCode).toBe(200);
    }
    const login = await t.call({
      tag: 'user.connect',
      email: 'kim@example.com',
      emailpassword: kim.emailpassword,
    });
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json().data.userId).toBe(kim.body.data.userId);
  });

  it('logs in with a new token each time; logout ends that token', async () => {
    const registered = await t.registerParent();
    const login = await t.call({
      tag: 'user.connect',
      email: registered.email,
      emailpassword: registered.emailpassword,
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().usertoken).not.toBe(registered.body.usertoken);
    const cookie = sessionCookieOf(login);
    expect((await get(cookie)).statusCode).toBe(200);

    const logout = await t.call({ tag: 'user.logout' }, { cookie });
    expect(logout.statusCode).toBe(200);
    expect(logout.cookies.find((c) => c.name === 'ms_token')!.maxAge).toBe(0);
    const after = await get(cookie);
    expect(after.statusCode).toBe(401);
    expect(after.json().reason).toBe('Authentication token not found. Please log in again.');
    // The other session (from registration) is untouched, and the body's usertoken works too.
    const byBody = await t.call({ tag: 'user.get', usertoken: registered.body.usertoken });
    expect(byBody.statusCode).toBe(200);
  });

  it('answers an unknown e-mail exactly as a wrong password', async () => {
    const { email } = await t.registerParent();
    const wrong = await t.call({
      tag: 'user.connect',
      email,
      emailpassword: await prehashPassword(email, 'Wrong2day!'),
    });
    const unknown = await t.call({
      tag: 'user.connect',
      email: 'nobody@example.com',
      emailpassword: await prehashPassword('nobody@example.com', 'Sunny2day!'),
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(wrong.statusCode);
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.json()).toEqual({
      tag: 'user.connect_error',
      reason: 'Invalid credentials',
      code: 'invalid_credentials',
    });
  });

  it('throttles after 10 failures in 15 minutes per account and address, with Retry-After', async () => {
    const { email, emailpassword } = await t.registerParent();
    const bad = await prehashPassword(email, 'Wrong2day!');
    for (let i = 0; i < 10; i++) {
      const response = await t.call({ tag: 'user.connect', email, emailpassword: bad });
      expect(response.statusCode).toBe(401);
      advance(MINUTE);
    }
    // Even the right password waits now on this address: the window opened 10 minutes ago.
    const locked = await t.call({ tag: 'user.connect', email, emailpassword });
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBe(5 * 60);
    expect(locked.json().reason).toBe(
      'Too many failed logins. Please wait a few minutes and try again.',
    );
    advance(6 * MINUTE);
    expect((await t.call({ tag: 'user.connect', email, emailpassword })).statusCode).toBe(200);
  });

  it('throttles after 30 failures from one address, across accounts', async () => {
    for (let i = 0; i < 30; i++) {
      const email = `guess${i}@example.com`;
      const response = await t.call({
        tag: 'user.connect',
        email,
        emailpassword: await prehashPassword(email, 'x'),
      });
      expect(response.statusCode).toBe(401);
    }
    const next = await t.call({
      tag: 'user.connect',
      email: 'other@example.com',
      emailpassword: 'a'.repeat(64),
    });
    expect(next.statusCode).toBe(429);
    expect(next.headers['retry-after']).toBeDefined();
  });

  it('ends a session 7 days after its last use, and after 30 days in any case', async () => {
    const { cookie } = await t.registerParent();
    advance(6 * 24 * 60 * MINUTE);
    expect((await get(cookie)).statusCode).toBe(200);
    advance(6 * 24 * 60 * MINUTE);
    expect((await get(cookie)).statusCode).toBe(200);
    for (let day = 12; day < 30; day += 5) {
      advance(5 * 24 * 60 * MINUTE);
      expect((await get(cookie)).statusCode).toBe(day + 5 < 30 ? 200 : 401);
    }
    const idle = await t.registerParent({ email: 'idle@example.com' });
    advance(7 * 24 * 60 * MINUTE + MINUTE);
    expect((await get(idle.cookie)).statusCode).toBe(401);
  });

  it('clears ended sessions from the database at a sign-in: idle ones and those past 30 days', async () => {
    const DAY = 24 * 60 * MINUTE;
    await t.registerParent({ email: 'idle@example.com' }); // never used again
    const busy = await t.registerParent({ email: 'busy@example.com' });
    for (let day = 5; day <= 25; day += 5) {
      advance(5 * DAY);
      expect((await get(busy.cookie)).statusCode).toBe(200); // slides, up to day 30
    }
    advance(6 * DAY); // day 31: both ended, neither was read since
    expect(await t.database.db.select().from(tables.sessions)).toHaveLength(2);
    const fresh = await t.registerParent({ email: 'fresh@example.com' });
    const left = await t.database.db.select().from(tables.sessions);
    expect(left).toHaveLength(1);
    expect((await get(fresh.cookie)).statusCode).toBe(200);
  });
});

describe('e-mail verification', () => {
  it('verifies by code once; the code cannot be used again', async () => {
    const { cookie, email } = await t.registerParent({ verified: false });
    const { code } = await latestCode(email);
    const verify = await t.call({ tag: 'user.emailverify', emailtoken: code }, { cookie });
    expect(verify.json()).toEqual({ tag: 'user.emailverify', emailverify: 'true' });
    expect((await get(cookie)).json().data.emailverified).toBe('true');
    const again = await t.call({ tag: 'user.emailverify', emailtoken: code }, { cookie });
    expect(again.statusCode).toBe(400);
    expect(again.json().reason).toBe('Invalid verification code');
    // Logging in reports it too.
    const { emailpassword } = await parentCredentials();
    const login = await t.call({ tag: 'user.connect', email, emailpassword });
    expect(login.json().data.emailverified).toBe('true');
  });

  it('lets a code expire after 10 minutes, while the link lasts a day', async () => {
    const { cookie, email } = await t.registerParent({ verified: false });
    const { code, link } = await latestCode(email);
    advance(10 * MINUTE + 1000);
    const late = await t.call({ tag: 'user.emailverify', emailtoken: code }, { cookie });
    expect(late.statusCode).toBe(400);
    expect(late.json().reason).toBe('This code has expired. Please request a new one.');
    const emailtoken = new URL(link).searchParams.get('emailtoken');
    advance(23 * 60 * MINUTE);
    const byLink = await t.call({ tag: 'public.emailverify', emailtoken });
    expect(byLink.json()).toEqual({ tag: 'public.emailverify', emailverify: 'true' });
  });

  it('voids the code at the fifth wrong try: the sixth, even right, fails', async () => {
    const { cookie, email } = await t.registerParent({ verified: false });
    const { code } = await latestCode(email);
    const wrongCode = String((Number(code) + 1) % 100_000_000).padStart(8, '0');
    for (let i = 1; i <= 5; i++) {
      const response = await t.call({ tag: 'user.emailverify', emailtoken: wrongCode }, { cookie });
      expect(response.statusCode).toBe(400);
      expect(response.json().reason).toBe(
        i < 5 ? 'Invalid verification code' : 'Too many wrong codes. Please request a new one.',
      );
    }
    const sixth = await t.call({ tag: 'user.emailverify', emailtoken: code }, { cookie });
    expect(sixth.statusCode).toBe(400);
    expect(sixth.json().reason).toBe('This code can no longer be used. Please request a new one.');
    expect((await get(cookie)).json().data.emailverified).toBe('false');
  });

  it('sends a new e-mail on request, at most 3 in 10 minutes; the old code stops working', async () => {
    const { cookie, email } = await t.registerParent({ verified: false });
    const first = await latestCode(email);
    const resend = await t.call({ tag: 'user.emailverify' }, { cookie });
    expect(resend.json()).toEqual({ tag: 'user.emailverify' });
    await expect.poll(() => smtp.messages.length).toBe(2);
    const second = await latestCode(email);
    expect(second.code).not.toBe(first.code);
    expect((await t.call({ tag: 'user.emailverify' }, { cookie })).statusCode).toBe(200);
    const fourth = await t.call({ tag: 'user.emailverify' }, { cookie });
    expect(fourth.statusCode).toBe(429);
    expect(fourth.headers['retry-after']).toBeDefined();
    const old = await t.call({ tag: 'user.emailverify', emailtoken: first.code }, { cookie });
    expect(old.json().reason).toBe('Invalid verification code');
  });

  it('a GET of the link changes nothing; the link verifies without a session, and opened again says the address is verified already', async () => {
    const { cookie, email } = await t.registerParent({ verified: false });
    const { link } = await latestCode(email);
    const url = new URL(link);
    await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect((await get(cookie)).json().data.emailverified).toBe('false');
    const emailtoken = url.searchParams.get('emailtoken');
    expect((await t.call({ tag: 'public.emailverify', emailtoken })).statusCode).toBe(200);
    expect((await get(cookie)).json().data.emailverified).toBe('true');
    const reuse = await t.call({ tag: 'public.emailverify', emailtoken });
    expect(reuse.json()).toEqual({ tag: 'public.emailverify', emailverify: 'true', already: true });
    // The code sent with it is used up.
    const { code } = await latestCode(email);
    const byCode = await t.call({ tag: 'user.emailverify', emailtoken: code }, { cookie });
    expect(byCode.json().reason).toBe('Invalid verification code');
    // A link that never was stays not valid.
    const never = await t.call({ tag: 'public.emailverify', emailtoken: 'x'.repeat(22) });
    expect(never.json().reason).toBe('Something went wrong, this token is not valid');
  });

  it('takes no code without a session, and refuses malformed tokens', async () => {
    const noSession = await t.call({ tag: 'public.emailverify', emailtoken: '12345678' });
    expect(noSession.json()).toEqual({
      tag: 'public.emailverify_error',
      reason: 'Invalid verification code',
      code: 'invalid_code',
    });
    const bad = await t.call({ tag: 'public.emailverify', emailtoken: '<script>' });
    expect(bad.json()).toEqual({
      tag: 'public.emailverify_error',
      reason: 'emailtoken: Invalid verification code',
    });
    const visitor = await t.call({ tag: 'user.emailverify' });
    expect(visitor.statusCode).toBe(401);
  });
});

describe('user.signoutall', () => {
  it("signs out every other device of the parent and every child's, and keeps this one", async () => {
    const dana = await t.registerParent();
    await t.addScheduledStudent(dana.cookie, 'sam', { addition: { schedule: 'smtwrfa' } });
    const otherDevice = sessionCookieOf(
      await t.call({
        tag: 'user.connect',
        email: dana.email,
        emailpassword: dana.emailpassword,
      }),
    );
    const tablet = sessionCookieOf(await t.studentConnect());
    // Another family's child stays signed in.
    const bea = await t.registerParent({ email: 'bea@example.com' });
    await t.addScheduledStudent(bea.cookie, 'kim', { addition: { schedule: 'smtwrfa' } });
    const kim = sessionCookieOf(await t.studentConnect('kim'));

    const ended = await t.call({ tag: 'user.signoutall' }, { cookie: dana.cookie });
    expect(ended.json()).toEqual({ tag: 'user.signoutall', ended: 2 });
    expect((await get(dana.cookie)).statusCode).toBe(200);
    expect((await get(otherDevice)).statusCode).toBe(401);
    const studentGet = (cookie: string) => t.call({ tag: 'student.get' }, { cookie });
    expect((await studentGet(tablet)).statusCode).toBe(401);
    expect((await studentGet(kim)).statusCode).toBe(200);
    expect((await get(bea.cookie)).statusCode).toBe(200);
  });
});

describe('user.update and user.delete', () => {
  it('keeps first-use markers and the weekly e-mail preference', async () => {
    const { cookie } = await t.registerParent();
    await t.call({ tag: 'user.update', ftue: ['create_student'] }, { cookie });
    const both = await t.call(
      { tag: 'user.update', ftue: ['update_schedule'], emails: 'false' },
      { cookie },
    );
    expect(both.json().data).toMatchObject({
      ftue: ['create_student', 'update_schedule'],
      emails: 'false',
    });
    const bad = await t.call({ tag: 'user.update', ftue: ['admin'] }, { cookie });
    expect(bad.statusCode).toBe(400);
    const nothing = await t.call({ tag: 'user.update' }, { cookie });
    expect(nothing.json().reason).toBe('Nothing to update');
  });

  it('changes names, and an e-mail address that must be verified again', async () => {
    const { cookie, email } = await t.registerParent();
    await t.call(
      { tag: 'user.emailverify', emailtoken: (await latestCode(email)).code },
      { cookie },
    );
    const names = await t.call(
      { tag: 'user.update', firstname: 'Danielle', lastname: 'Reyes-Ortiz' },
      { cookie },
    );
    expect(names.json().data).toMatchObject({ firstname: 'Danielle', lastname: 'Reyes-Ortiz' });

    const newEmail = 'danielle@example.com';
    const change = {
      tag: 'user.update',
      email: newEmail,
      emailpassword: await prehashPassword(newEmail, 'Sunny2day!'),
      currentpassword: await prehashPassword(email, 'Sunny2day!'),
    };
    const noPassword = await t.call({ ...change, currentpassword: undefined }, { cookie });
    expect(noPassword.json().reason).toBe('Changing the e-mail address needs the current password');
    const wrong = await t.call(
      { ...change, currentpassword: await prehashPassword(email, 'Wrong2day!') },
      { cookie },
    );
    expect(wrong.statusCode).toBe(403);
    const changed = await t.call(change, { cookie });
    expect(changed.json().data).toMatchObject({ email: newEmail, emailverified: 'false' });
    await smtp.waitFor(newEmail, /verification code/);
    const login = await t.call({
      tag: 'user.connect',
      email: newEmail,
      emailpassword: change.emailpassword,
    });
    expect(login.statusCode).toBe(200);
    const oldLogin = await t.call({
      tag: 'user.connect',
      email,
      emailpassword: change.currentpassword,
    });
    expect(oldLogin.statusCode).toBe(401);
  });

  it('changes the password with the current one, ends the other sessions and sends a notice', async () => {
    const { cookie, email, emailpassword } = await t.registerParent();
    const other = sessionCookieOf(await t.call({ tag: 'user.connect', email, emailpassword }));
    const newpassword = await prehashPassword(email, 'Brighter3!');
    const wrong = await t.call(
      { tag: 'user.update', newpassword, currentpassword: newpassword },
      { cookie },
    );
    expect(wrong.json()).toEqual({
      tag: 'user.update_error',
      reason: 'The current password is not correct',
      code: 'wrong_current_password',
    });
    const changed = await t.call(
      { tag: 'user.update', newpassword, currentpassword: emailpassword },
      { cookie },
    );
    expect(changed.statusCode).toBe(200);
    expect((await get(cookie)).statusCode).toBe(200);
    expect((await get(other)).statusCode).toBe(401);
    const notice = await smtp.waitFor(email, /password was changed/);
    expect(notice.text).toContain('every other device was signed out');
    expect(
      (await t.call({ tag: 'user.connect', email, emailpassword: newpassword })).statusCode,
    ).toBe(200);
  });

  it('deletes the account and everything of it, with the current password', async () => {
    const { cookie, email, emailpassword } = await t.registerParent();
    await t.registerParent({ email: 'stays@example.com' });
    const wrong = await t.call({ tag: 'user.delete', currentpassword: 'f'.repeat(64) }, { cookie });
    expect(wrong.statusCode).toBe(403);
    const deleted = await t.call(
      { tag: 'user.delete', currentpassword: emailpassword },
      { cookie },
    );
    expect(deleted.statusCode).toBe(200);
    expect((await get(cookie)).statusCode).toBe(401);
    const parents = await t.database.db
      .select({ email: tables.parents.email })
      .from(tables.parents);
    expect(parents).toEqual([{ email: 'stays@example.com' }]);
    const verifications = await t.database.db.select().from(tables.emailVerifications);
    expect(verifications).toHaveLength(1);
    // Told at the address, answerable to support.
    const notice = await smtp.waitFor(email, /account was deleted/);
    expect(notice.text).toContain('nothing more will be charged');
    expect(notice.replyTo?.value[0]?.address).toBe('help@mathsteps.test');
  });
});

describe('user.message', () => {
  it('stores the message and e-mails it to support, reply-to the parent', async () => {
    const { cookie, email } = await t.registerParent();
    const response = await t.call(
      { tag: 'user.message', subject: 'Billing', body: 'How do I pay yearly?' },
      { cookie },
    );
    expect(response.json()).toEqual({ tag: 'user.message' });
    const mail = await smtp.waitFor('help@mathsteps.test', /Contact: Billing/);
    expect(mail.replyTo?.value[0]?.address).toBe(email);
    expect(mail.text).toContain('How do I pay yearly?');
    const [stored] = await t.database.db.select().from(tables.contactMessages);
    expect(stored).toMatchObject({
      reason: 'Billing',
      body: 'How do I pay yearly?',
      replyTo: email,
    });
  });

  it.each([
    [{ subject: '' }, 'subject: Please select a reason'],
    [{ body: '   ' }, 'body: Please enter a message'],
    [{ body: 'x'.repeat(769) }, 'body: Message must be less than 768 characters'],
  ])('refuses %j', async (change, reason) => {
    const { cookie } = await t.registerParent();
    const response = await t.call(
      { tag: 'user.message', subject: 'Billing', body: 'Hello', ...change },
      { cookie },
    );
    expect(response.json()).toEqual({ tag: 'user.message_error', reason });
  });

  it('stores nothing when the e-mail cannot be sent', async () => {
    await t.restart({ env: testEnv({ SMTP_URL: 'smtp://127.0.0.1:9' }) });
    const { cookie } = await t.registerParent();
    const response = await t.call(
      { tag: 'user.message', subject: 'Billing', body: 'Hello' },
      { cookie },
    );
    expect(response.statusCode).toBe(502);
    expect(response.json().reason).toBe('Failed to send message. Please try again.');
    expect(await t.database.db.select().from(tables.contactMessages)).toEqual([]);
  });
});

describe('the outbox', () => {
  it('writes each message as an .eml file with HTML and text parts, and logs no secret', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'mathsteps-outbox-'));
    const log = captureLog();
    await t.restart({
      env: testEnv({ DATA_DIR: dataDir }),
      logger: { level: 'info', stream: log.stream },
    });
    const { email } = await t.registerParent();
    const files = await readdir(path.join(dataDir, 'outbox'));
    expect(files).toHaveLength(1);
    const mail = await simpleParser(await readFile(path.join(dataDir, 'outbox', files[0]!)));
    expect(mail.to).toMatchObject({ text: email });
    const { code } = verificationParts(mail);
    expect(mail.html).toContain(code);
    expect(log.text()).toContain('e-mail written to the outbox');
    expect(log.text()).not.toContain(code);
    await rm(dataDir, { recursive: true, force: true });
  });
});

describe('secrets', () => {
  it('keeps no pre-hash, code or session token in clear, in the logs or any table', async () => {
    const log = captureLog();
    await t.restart({
      env: testEnv({ SMTP_URL: smtp.url }),
      logger: { level: 'trace', stream: log.stream },
    });
    const { body, email, emailpassword, cookie } = await t.registerParent();
    const { code, link } = await latestCode(email);
    const login = await t.call({ tag: 'user.connect', email, emailpassword });
    await t.call({ tag: 'user.emailverify', emailtoken: code }, { cookie });
    const secrets = {
      prehash: emailpassword,
      code,
      link: new URL(link).searchParams.get('emailtoken')!,
      token: body.usertoken,
      loginToken: login.json().usertoken,
    };

    const dump: string[] = [];
    const { rows } = (await t.database.db.execute<{ tablename: string }>(
      "select tablename from pg_tables where schemaname = 'public'",
    )) as unknown as { rows: { tablename: string }[] };
    for (const { tablename } of rows) {
      const result = (await t.database.db.execute(`select * from "${tablename}"`)) as unknown as {
        rows: unknown[];
      };
      dump.push(JSON.stringify(result.rows));
    }
    expect(log.text().length).toBeGreaterThan(0);
    expect(dump.join('')).toContain(email);
    for (const [name, secret] of Object.entries(secrets)) {
      expect(log.text(), `${name} in the logs`).not.toContain(secret);
      expect(dump.join('\n'), `${name} in the database`).not.toContain(secret);
    }
  });
});
