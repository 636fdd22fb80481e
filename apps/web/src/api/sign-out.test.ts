import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeCookie } from '../lib/cookies';
import { clearSession, getSession, SESSION_MARKER_COOKIE, saveSession } from '../lib/session';
import { answerCalls } from '../test/server-answers';
import { sendPendingSignOut, sendSignOutWhenOnline, signOut } from './sign-out';
import { signInStudent } from './student-sign-in';

const PENDING = 'mathsteps.signOutPending';

function signedInChild(accountname = 'sam') {
  writeCookie(SESSION_MARKER_COOKIE, 'student', 1);
  saveSession({
    role: 'student',
    id: `id-of-${accountname}`,
    accountname,
    fullName: 'Sam Lee',
    timezone: 'UTC',
  });
}

afterEach(() => {
  clearSession();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('signing out', () => {
  it('ends the session on the server, and here', async () => {
    signedInChild();
    const calls = answerCalls(() => ({ body: {} }));
    await signOut('student');
    expect(calls.map((call) => call.tag)).toEqual(['student.logout']);
    expect(getSession()).toBeNull();
    expect(localStorage.getItem(PENDING)).toBeNull();
  });

  it('without a connection: signed out here at once, the sign-out sent once online', async () => {
    signedInChild();
    answerCalls(() => 'unreachable');
    await signOut('student');
    expect(getSession()).toBeNull();
    expect(localStorage.getItem(PENDING)).toBe('student');
    // Still offline: it keeps waiting.
    expect(await sendPendingSignOut()).toBe(false);
    expect(localStorage.getItem(PENDING)).toBe('student');

    const calls = answerCalls(() => ({ body: {} }));
    sendSignOutWhenOnline();
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(localStorage.getItem(PENDING)).toBeNull());
    expect(calls.map((call) => call.tag)).toContain('student.logout');
  });

  it('takes a refusal (the session had ended) as done, and a new sign-in as its end', async () => {
    signedInChild();
    answerCalls(() => 'unreachable');
    await signOut('parent');
    expect(localStorage.getItem(PENDING)).toBe('parent');
    answerCalls(() => ({ status: 401, body: { reason: 'Please log in again.' } }));
    expect(await sendPendingSignOut()).toBe(true);
    expect(localStorage.getItem(PENDING)).toBeNull();

    // Offline again; then Ana signs in on the tablet: the server ended Sam's session then.
    signedInChild();
    answerCalls(() => 'unreachable');
    await signOut('student');
    const calls = answerCalls(() => ({ body: {} }));
    signedInChild('ana');
    expect(await sendPendingSignOut()).toBe(true);
    expect(localStorage.getItem(PENDING)).toBeNull();
    // Nothing sent: a logout now would sign Ana out.
    expect(calls).toEqual([]);
  });

  it('a sign-in on the device waits for a sign-out still on its way: its answer clears the cookie', async () => {
    signedInChild();
    writeCookie('deviceid', 'device-of-the-test', 1);
    const sent: string[] = [];
    let answerLogout = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        const { tag } = JSON.parse(String(init.body)) as { tag: string };
        sent.push(tag);
        if (tag === 'student.logout') await new Promise<void>((done) => (answerLogout = done));
        const body =
          tag === 'student.connect'
            ? { student: { accountname: 'ana', fullname: 'Ana Ruiz', id: 'id-of-ana' } }
            : {};
        return new Response(JSON.stringify(body), {
          headers: { 'Content-Type': 'application/json' },
        });
      }),
    );
    const hashing = vi.spyOn(crypto.subtle, 'importKey');
    const signingOut = signOut('student');
    const signingIn = signInStudent('ana', '1234');
    // Everything the page does without the server's answer is done (one turn of its event
    // loop): the sign-in has not even started hashing the passcode.
    await new Promise((done) => setTimeout(done, 0));
    expect(hashing).not.toHaveBeenCalled();
    expect(sent).toEqual(['student.logout']);
    answerLogout();
    await Promise.all([signingOut, signingIn]);
    expect(sent).toEqual(['student.logout', 'student.connect']);
    hashing.mockRestore();
  });
});
