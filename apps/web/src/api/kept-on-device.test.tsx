import { onlineManager } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeCookie } from '../lib/cookies';
import { deviceReadsAloud, rememberReadsAloud } from '../lib/device-reads-aloud';
import {
  clearSession,
  SESSION_MARKER_COOKIE,
  type StudentProfile,
  saveSession,
} from '../lib/session';
import { additionDay } from '../test/addition-day';
import { answerCalls } from '../test/server-answers';
import { adoptEarlierReadsAloud, keepOnDevice } from './kept-on-device';
import { type Completion, completionKey, sendWaitingWork } from './learning';
import { queryClient } from './query-client';

const WAITING = 'mathsteps.pendingCompletions';
const today = new Date().toISOString().slice(0, 10);
const day = additionDay();
/** The child's id, as the server gives it: what the device files their things under. */
const idOf = (accountname: string) => `0000-${accountname.length}-${accountname.charCodeAt(0)}`;
const child = (accountname: string): StudentProfile => ({
  role: 'student',
  id: idOf(accountname),
  accountname,
  fullName: 'Sam Lee',
  timezone: 'UTC',
});
const work = (account: string, attempt: string): Completion => ({
  account,
  subject: 'addition',
  errors: 0,
  attempt,
  boxes: [],
  firsttries: [],
});
const waitingList = () => JSON.parse(localStorage.getItem(WAITING) ?? '[]') as unknown[];

/** The child signs in, and the signed-in screens start (their layout keeps the cache). */
async function signIn(accountname: string): Promise<void> {
  writeCookie(SESSION_MARKER_COOKIE, 'student', 1);
  saveSession(child(accountname));
  await keepOnDevice();
}

/** Finishes an assignment while the server cannot be reached: it waits, paused. */
async function finishUnreachable(completion: Completion): Promise<void> {
  answerCalls(() => 'unreachable');
  void queryClient
    .getMutationCache()
    .build(queryClient, { mutationKey: completionKey })
    .execute(completion)
    .catch(() => undefined);
  await vi.waitFor(() =>
    expect(
      queryClient
        .getMutationCache()
        .getAll()
        .some((m) => m.state.isPaused),
    ).toBe(true),
  );
}

beforeEach(() => onlineManager.setOnline(true));

afterEach(() => {
  clearSession();
  queryClient.clear();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe("a child's cache kept on the device", () => {
  it("keeps the child's day and waiting level choices under the child's id, nothing else read, and forgets it at sign-out", async () => {
    await signIn('sam');
    queryClient.setQueryData(['student.mathget'], day);
    queryClient.setQueryData(['levelchoices'], { addition: { level: '3', options: ['repeat'] } });
    queryClient.setQueryData(['practice'], ['not kept']);
    const kept = JSON.parse(localStorage.getItem(`mathsteps.kept.${idOf('sam')}`) ?? 'null');
    expect(kept.clientState.queries.map((query: { queryKey: string[] }) => query.queryKey)).toEqual(
      [['student.mathget'], ['levelchoices']],
    );
    clearSession();
    expect(localStorage.getItem(`mathsteps.kept.${idOf('sam')}`)).toBeNull();
  });

  it('restores the day on the next opening, and not for another child', async () => {
    await signIn('sam');
    queryClient.setQueryData(['student.mathget'], day);
    const stored = localStorage.getItem(`mathsteps.kept.${idOf('sam')}`);
    // The page closes (nothing more is written) and opens again.
    clearSession();
    localStorage.setItem(`mathsteps.kept.${idOf('sam')}`, stored ?? '');
    await signIn('ana');
    expect(queryClient.getQueryData(['student.mathget'])).toBeUndefined();
    clearSession();
    await signIn('sam');
    expect(queryClient.getQueryData(['student.mathget'])).toEqual(day);
  });

  it('keeps the day through an opening without a connection, for every opening after', async () => {
    await signIn('sam');
    queryClient.setQueryData(['student.mathget'], day);
    // Opened without a connection: the day is read again, and the server cannot be reached.
    answerCalls(() => 'unreachable');
    await queryClient
      .fetchQuery({ queryKey: ['student.mathget'], queryFn: () => Promise.reject(new Error('x')) })
      .catch(() => undefined);
    expect(queryClient.getQueryState(['student.mathget'])?.status).toBe('error');
    const stored = localStorage.getItem(`mathsteps.kept.${idOf('sam')}`);
    // Opened again, still without a connection: the day is there, as the server last sent it.
    clearSession();
    queryClient.clear();
    localStorage.setItem(`mathsteps.kept.${idOf('sam')}`, stored ?? '');
    await signIn('sam');
    expect(queryClient.getQueryData(['student.mathget'])).toEqual(day);
    expect(queryClient.getQueryState(['student.mathget'])?.status).toBe('success');
  });

  it('forgets a kept day from another release or older than two days, and a damaged one', async () => {
    const storedAt = (buster: string, timestamp: number) =>
      localStorage.setItem(
        `mathsteps.kept.${idOf('sam')}`,
        JSON.stringify({
          buster,
          timestamp,
          clientState: {
            mutations: [],
            queries: [
              {
                queryKey: ['student.mathget'],
                queryHash: '["student.mathget"]',
                state: { data: day, status: 'success', dataUpdatedAt: timestamp },
              },
            ],
          },
        }),
      );
    storedAt('another release', Date.now());
    await signIn('sam');
    expect(queryClient.getQueryData(['student.mathget'])).toBeUndefined();
    clearSession();
    storedAt('', Date.now() - 3 * 86_400_000);
    await signIn('sam');
    expect(queryClient.getQueryData(['student.mathget'])).toBeUndefined();
    clearSession();
    localStorage.setItem(`mathsteps.kept.${idOf('sam')}`, '{not json');
    await signIn('sam');
    expect(queryClient.getQueryData(['student.mathget'])).toBeUndefined();
  });

  it("keeps the waiting work of each child through sign-out, and sends a child's own once they are back", async () => {
    await signIn('sam');
    await finishUnreachable(work(idOf('sam'), 'sam-1'));
    expect(waitingList()).toHaveLength(1);
    clearSession();
    // Ana on the same tablet: Sam's work is neither hers to send nor lost.
    await signIn('ana');
    expect(queryClient.getMutationCache().getAll()).toHaveLength(0);
    await finishUnreachable(work(idOf('ana'), 'ana-1'));
    expect(waitingList()).toHaveLength(2);
    clearSession();
    // What waits names no child to whoever uses the tablet next.
    const stored = Object.keys(localStorage).map((key) => `${key}=${localStorage.getItem(key)}`);
    expect(stored.join('\n')).not.toMatch(/"sam"|"ana"|Sam Lee/);

    // Sam again, the server reachable: his work is sent at once, and crossed off.
    onlineManager.setOnline(true);
    const calls = answerCalls(() => ({
      body: { completion: today, rewards: {}, earned: [], options: [] },
    }));
    await signIn('sam');
    await vi.waitFor(() => expect(waitingList()).toHaveLength(1));
    expect(calls).toEqual([
      expect.objectContaining({ tag: 'student.mathcomplete', attempt: 'sam-1' }),
    ]);
    expect(waitingList()).toEqual([
      expect.objectContaining({
        state: expect.objectContaining({ variables: work(idOf('ana'), 'ana-1') }),
      }),
    ]);
  });

  it("sends the work an earlier release filed under the child's handle, filed under the id after", async () => {
    localStorage.setItem(
      WAITING,
      JSON.stringify([{ subject: 'division', errors: 0, attempt: 'old-sam', account: 'sam' }]),
    );
    answerCalls(() => 'unreachable');
    await signIn('sam');
    await vi.waitFor(() =>
      expect(waitingList()).toEqual([
        expect.objectContaining({
          state: expect.objectContaining({
            variables: expect.objectContaining({ account: idOf('sam'), attempt: 'old-sam' }),
          }),
        }),
      ]),
    );
    // Online again: sent, and crossed off.
    answerCalls(() => ({ body: { completion: today, rewards: {}, earned: [], options: [] } }));
    await sendWaitingWork();
    await vi.waitFor(() => expect(localStorage.getItem(WAITING)).toBeNull());
  });

  it('sends the work an earlier version left, kept as plain completions', async () => {
    localStorage.setItem(
      WAITING,
      JSON.stringify([{ subject: 'division', errors: 2, attempt: 'old-1', boxes: [] }]),
    );
    const calls = answerCalls(() => ({
      body: { completion: today, rewards: {}, earned: [], options: [] },
    }));
    await signIn('sam');
    await vi.waitFor(() => expect(localStorage.getItem(WAITING)).toBeNull());
    expect(calls).toEqual([
      expect.objectContaining({
        tag: 'student.mathcomplete',
        subject: 'division',
        errors: '2',
        attempt: 'old-1',
        firsttries: [],
      }),
    ]);
  });

  it('keeps nothing of a parent', async () => {
    writeCookie(SESSION_MARKER_COOKIE, 'parent', 1);
    saveSession({
      role: 'parent',
      firstName: 'Pat',
      lastName: 'Lee',
      email: 'pat@example.com',
      userpremium: 'false',
      emails: 'true',
      emailverified: 'true',
      ftue: [],
    });
    await keepOnDevice();
    queryClient.setQueryData(['student.mathget'], day);
    expect(Object.keys(localStorage).filter((key) => key.startsWith('mathsteps.kept'))).toEqual([]);
  });
});

describe("an earlier release's Read aloud, kept in the child's profile", () => {
  it('takes over the choice an earlier release kept in the profile, once', () => {
    const profile = { role: 'student', accountname: 'sam', readaloud: 'true' };
    localStorage.setItem('mathsteps.session', JSON.stringify(profile));
    expect(deviceReadsAloud()).toBe(false);
    adoptEarlierReadsAloud();
    expect(deviceReadsAloud()).toBe(true);
    // Once written, the flag is the device's: the old profile no longer decides.
    rememberReadsAloud('false');
    adoptEarlierReadsAloud();
    expect(deviceReadsAloud()).toBe(false);
    localStorage.setItem('mathsteps.session', '{damaged');
    localStorage.removeItem('mathsteps.readsAloud');
    adoptEarlierReadsAloud();
    expect(deviceReadsAloud()).toBe(false);
  });
});
