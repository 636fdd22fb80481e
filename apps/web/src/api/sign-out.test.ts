import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeCookie } from '../lib/cookies';
import { clearSession, getSession, SESSION_MARKER_COOKIE, saveSession } from '../lib/session';
import { answerCalls } from '../test/server-answers';
import { sendPendingSignOut, sendSignOutWhenOnline, signOut } from './sign-out';

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
});
