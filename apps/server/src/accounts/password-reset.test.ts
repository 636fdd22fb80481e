import { tables } from '@mathsteps/db';
import { PASSWORD_LINK_NOT_VALID, prehashPassword } from '@mathsteps/domain';
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { recipients } from '../../../../test/smtp-sink';
import { burst, listen, statusCounts } from '../../test/burst';
import { appPerTest, quietLog, sessionCookieOf, smtpPerFile, testEnv } from '../../test/test-app';
import { loadServerKeys } from '../auth/keys';
import { createMailer } from '../mail/mailer';
import { sendPasswordReset } from './password-reset';

const smtp = smtpPerFile();
const t = appPerTest({
  at: '2026-11-22T10:00:00Z',
  deps: () => ({ env: testEnv({ SMTP_URL: smtp.url, PUBLIC_URL: 'http://localhost:3000' }) }),
});
const MINUTE = 60_000;

const forgot = (email: string) => t.call({ tag: 'public.passwordforgot', email });

/** The link of the newest reset e-mail to `email`, as the parent opens it. */
async function resetLink(email: string) {
  const mail = await smtp.waitFor(email, /Set a new MathSteps password/);
  const all = smtp.messages.filter(
    (each) => recipients(each).includes(email) && /new MathSteps password/.test(each.subject ?? ''),
  );
  const text = (all.at(-1) ?? mail).text ?? '';
  const link = new URL(/(https?:\/\/\S+\/reset-password\?\S+)/.exec(text)![1]!);
  return {
    token: link.searchParams.get('token')!,
    email: link.searchParams.get('email')!,
  };
}

const setPassword = async (link: { token: string; email: string }, password: string) =>
  t.call({
    tag: 'public.passwordreset',
    ...link,
    emailpassword: await prehashPassword(link.email, password),
  });

const login = async (email: string, password: string) =>
  t.call({
    tag: 'user.connect',
    email,
    emailpassword: await prehashPassword(email, password),
  });

describe('a parent who forgot the password', () => {
  it('asks for a link, answered like an unknown address; the link sets a new password once and signs every device out', async () => {
    const dana = await t.registerParent();
    // A device that remembers Dana (auth/logins.ts): the reset forgets it.
    expect((await login(dana.email, 'Sunny2day!')).statusCode).toBe(200);
    const remembered = () => t.database.db.select().from(tables.loginDevices);
    expect(await remembered()).toHaveLength(1);
    const known = await forgot(dana.email);
    const unknown = await forgot('nobody@example.com');
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    const link = await resetLink(dana.email);
    expect(link.email).toBe(dana.email);
    expect(smtp.messages.some((mail) => recipients(mail).includes('nobody@example.com'))).toBe(
      false,
    );

    const set = await setPassword(link, 'Brand2new!');
    expect(set.statusCode, set.body).toBe(200);
    expect(await remembered()).toHaveLength(0);
    // Every session of the parent ended; the new password signs in, the old one not.
    expect((await t.call({ tag: 'user.get' }, { cookie: dana.cookie })).statusCode).toBe(401);
    expect((await login(dana.email, 'Sunny2day!')).statusCode).toBe(401);
    expect((await login(dana.email, 'Brand2new!')).statusCode).toBe(200);
    await smtp.waitFor(dana.email, /Your MathSteps password was changed/);
    // Once only.
    const again = await setPassword(link, 'Other3new!');
    expect(again.statusCode).toBe(400);
    expect(again.json().reason).toBe(PASSWORD_LINK_NOT_VALID);
  });

  it('counts only the limits before it answers: the link is made and mailed after, known address or not', async () => {
    const dana = await t.registerParent();
    smtp.messages.length = 0;
    const env = testEnv({ SMTP_URL: smtp.url, PUBLIC_URL: 'http://localhost:3000' });
    const after: (() => Promise<void>)[] = [];
    const ctx = {
      db: t.database.db,
      env,
      keys: await loadServerKeys(t.database.db, env.SECRET_KEY),
      mailer: createMailer(env, quietLog),
      now: () => t.clock,
      request: { ip: '192.0.2.7' } as FastifyRequest,
      log: t.app.log,
      afterReply: (work: () => Promise<void>) => after.push(work),
    };
    await sendPasswordReset(ctx, dana.email);
    await sendPasswordReset(ctx, 'nobody@example.com');
    // Answered: nothing was looked up, written or sent yet, for either address.
    expect(await t.database.db.select().from(tables.passwordResets)).toEqual([]);
    expect(smtp.messages).toEqual([]);
    await Promise.all(after.map((work) => work()));
    expect(await t.database.db.select().from(tables.passwordResets)).toHaveLength(1);
    expect((await resetLink(dana.email)).email).toBe(dana.email);
  });

  it('lasts an hour, and a newer link voids the older', async () => {
    const dana = await t.registerParent();
    await forgot(dana.email);
    const first = await resetLink(dana.email);
    await forgot(dana.email);
    await expect.poll(() => resetLink(dana.email).then((link) => link.token)).not.toBe(first.token);
    const second = await resetLink(dana.email);
    expect((await setPassword(first, 'Brand2new!')).json().reason).toBe(PASSWORD_LINK_NOT_VALID);
    t.clock = new Date(t.clock.getTime() + 60 * MINUTE + 1000);
    expect((await setPassword(second, 'Brand2new!')).json().reason).toBe(PASSWORD_LINK_NOT_VALID);
    expect((await login(dana.email, 'Sunny2day!')).statusCode).toBe(200);
  });

  it('tells its page whether it still works, as setting the password would: unused, in its hour, for its address', async () => {
    const valid = async (link: { token: string; email: string }) => {
      const answer = await t.call({ tag: 'public.passwordresetcheck', ...link });
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json().valid;
    };
    const dana = await t.registerParent();
    await forgot(dana.email);
    const link = await resetLink(dana.email);
    expect(await valid(link)).toBe(true);
    // Asking does not use it up; another address, or a made-up link, is not valid.
    expect(await valid(link)).toBe(true);
    expect(await valid({ ...link, email: 'eve@example.com' })).toBe(false);
    expect(await valid({ ...link, token: 'y'.repeat(22) })).toBe(false);
    expect((await setPassword(link, 'Brand2new!')).statusCode).toBe(200);
    expect(await valid(link)).toBe(false);
    // A link past its hour.
    await forgot(dana.email);
    await expect.poll(() => resetLink(dana.email).then((next) => next.token)).not.toBe(link.token);
    const late = await resetLink(dana.email);
    expect(await valid(late)).toBe(true);
    t.clock = new Date(t.clock.getTime() + 60 * MINUTE + 1000);
    expect(await valid(late)).toBe(false);
    // A malformed one is refused with a reason, not a 5xx.
    const malformed = await t.call({ tag: 'public.passwordresetcheck', token: '<x>', email: 'no' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().reason).toBeTruthy();
  });

  it('refuses a link sent with another address, and keeps it for its own', async () => {
    const dana = await t.registerParent();
    await forgot(dana.email);
    const link = await resetLink(dana.email);
    const other = await setPassword({ ...link, email: 'eve@example.com' }, 'Brand2new!');
    expect(other.json().reason).toBe(PASSWORD_LINK_NOT_VALID);
    expect((await setPassword(link, 'Brand2new!')).statusCode).toBe(200);
  });

  it('verifies only the address it was mailed to: an account moved to another address cannot use it there', async () => {
    const eve = await t.registerParent({ email: 'eve@example.com' });
    await forgot(eve.email);
    const link = await resetLink(eve.email);
    // Eve moves the account to an address whose mailbox she does not have, then uses the link.
    const victim = 'owner@example.com';
    const moved = await t.call(
      {
        tag: 'user.update',
        email: victim,
        currentpassword: eve.emailpassword,
        emailpassword: await prehashPassword(victim, 'Sunny2day!'),
      },
      { cookie: eve.cookie },
    );
    expect(moved.statusCode).toBe(200);
    const used = await setPassword({ ...link, email: victim }, 'Brand2new!');
    expect(used.json().reason).toBe(PASSWORD_LINK_NOT_VALID);
    const [account] = await t.database.db.select().from(tables.parents);
    expect(account).toMatchObject({ email: victim, emailVerified: false });
  });

  it('is void once the account changes its address, even back to the one it was mailed to', async () => {
    const dana = await t.registerParent({ email: 'dana@example.com' });
    await forgot(dana.email);
    const link = await resetLink(dana.email);
    const move = (from: string, cookie: string, to: string) =>
      prehashPassword(to, 'Sunny2day!').then(async (emailpassword) =>
        t.call(
          {
            tag: 'user.update',
            email: to,
            currentpassword: await prehashPassword(from, 'Sunny2day!'),
            emailpassword,
          },
          { cookie },
        ),
      );
    expect((await move(dana.email, dana.cookie, 'new@example.com')).statusCode).toBe(200);
    expect((await move('new@example.com', dana.cookie, dana.email)).statusCode).toBe(200);
    const used = await setPassword(link, 'Brand2new!');
    expect(used.json().reason).toBe(PASSWORD_LINK_NOT_VALID);
    expect(await t.database.db.select().from(tables.passwordResets)).toEqual([]);
  });

  it('works for an address never verified, which the link proves: the account is usable after', async () => {
    const kim = await t.registerParent({ email: 'kim@example.com', verified: false });
    const addChild = (cookie: string) =>
      t.call(
        {
          tag: 'student.create',
          firstname: 'Lee',
          lastname: 'Park',
          accountname: 'leepark',
          accountpassword: 'c'.repeat(64),
          gradelevel: '2',
        },
        { cookie },
      );
    expect((await addChild(kim.cookie)).json().code).toBe('check_your_email');
    await forgot('kim@example.com');
    expect((await setPassword(await resetLink('kim@example.com'), 'Brand2new!')).statusCode).toBe(
      200,
    );
    const signedIn = sessionCookieOf(await login('kim@example.com', 'Brand2new!'));
    expect((await addChild(signedIn)).statusCode).toBe(200);
  });

  it('leaves no session or device to a sign-in in flight with the old password, in 20 rounds', async () => {
    const dana = await t.registerParent();
    const url = await listen(t.app);
    let password = 'Sunny2day!';
    const left = [];
    for (let round = 0; round < 20; round++) {
      // A quiet hour between rounds: the limits on links and sign-ins start afresh.
      await t.database.db.delete(tables.throttleCounters);
      smtp.messages.length = 0;
      await forgot(dana.email);
      const link = await resetLink(dana.email);
      const old = await prehashPassword(dana.email, password);
      password = `Round${round}day!`;
      const [signIns] = await Promise.all([
        burst(url, 8, () => ({ tag: 'user.connect', email: dana.email, emailpassword: old })),
        setPassword(link, password),
      ]);
      expect(signIns.every((answer) => answer.status === 200 || answer.status === 401)).toBe(true);
      left.push({
        sessions: (await t.database.db.select().from(tables.sessions)).length,
        devices: (await t.database.db.select().from(tables.loginDevices)).length,
      });
    }
    // Dana's own sign-up session ended with the first reset; nothing after it survives.
    expect(left).toEqual(Array.from({ length: 20 }, () => ({ sessions: 0, devices: 0 })));
  });

  it('sets the password once when the same link is sent many times at once', async () => {
    const url = await listen(t.app);
    const dana = await t.registerParent();
    await forgot(dana.email);
    const link = await resetLink(dana.email);
    const emailpassword = await prehashPassword(dana.email, 'Brand2new!');
    const answers = await burst(url, 12, () => ({
      tag: 'public.passwordreset',
      ...link,
      emailpassword,
    }));
    expect(statusCounts(answers)).toEqual({ 200: 1, 400: 11 });
  });

  it('sends at most 3 links an hour to one address, however many are asked for at once', async () => {
    const url = await listen(t.app);
    const dana = await t.registerParent();
    const answers = await burst(url, 10, () => ({
      tag: 'public.passwordforgot',
      email: dana.email,
    }));
    expect(statusCounts(answers)).toEqual({ 200: 3, 429: 7 });
    // Unknown addresses are counted the same way: the limit tells nothing either.
    const unknown = await burst(url, 5, () => ({
      tag: 'public.passwordforgot',
      email: 'nobody@example.com',
    }));
    expect(statusCounts(unknown)).toEqual({ 200: 3, 429: 2 });
  });
});
