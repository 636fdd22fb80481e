import type { TagOutput } from '@mathsteps/domain';
import { onlineManager, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeCookie } from '../lib/cookies';
import type { Day } from '../lib/day-on-device';
import { RpcError } from '../lib/server-errors';
import {
  clearSession,
  SESSION_MARKER_COOKIE,
  type StudentProfile,
  saveSession,
} from '../lib/session';
import { additionDay, additionQuestion as question } from '../test/addition-day';
import { answerCalls } from '../test/server-answers';
import {
  type Completion,
  chooseLevel,
  completionKey,
  focusSetQuery,
  practiceQuery,
  useDay,
} from './learning';
import { queryClient } from './query-client';
import { studentRecord, useWaitingChoices } from './student';

const today = new Date().toISOString().slice(0, 10);
const dayWith = (a: string): Day => ({ ...additionDay(a), next: { today: 'tomorrow', math: {} } });

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
);

const sam: StudentProfile = {
  role: 'student',
  accountname: 'sam',
  fullName: 'Sam',
  timezone: 'UTC',
};

beforeEach(() => {
  writeCookie(SESSION_MARKER_COOKIE, 'student', 1);
  saveSession(sam);
  onlineManager.setOnline(true);
  // The retry's pause is not what is tested: what is shown after it is.
  queryClient.setQueryDefaults(['student.mathget'], { retryDelay: 0 });
});

afterEach(() => {
  queryClient.clear();
  clearSession();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('practice problems (student.practiceget)', () => {
  it('asks for a subject at a level and answers its problems', async () => {
    const calls = answerCalls(() => ({ body: { math: { addition_3: [question('41')] } } }));
    expect(await queryClient.fetchQuery(practiceQuery('addition', 3))).toEqual([question('41')]);
    expect(calls).toEqual([
      expect.objectContaining({ tag: 'student.practiceget', subject: 'addition', level: 3 }),
    ]);
  });

  it('keeps them 5 minutes per subject and level, then asks again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const calls = answerCalls((call) => ({
      body: { math: { [`${call.subject}_${call.level}`]: [question(String(calls.length))] } },
    }));
    await queryClient.fetchQuery(practiceQuery('addition', 3));
    vi.setSystemTime(Date.now() + 4 * 60_000);
    await queryClient.fetchQuery(practiceQuery('addition', 3));
    expect(calls).toHaveLength(1);
    // Another level is another set.
    await queryClient.fetchQuery(practiceQuery('addition', 4));
    expect(calls).toHaveLength(2);
    vi.setSystemTime(Date.now() + 2 * 60_000);
    const later = await queryClient.fetchQuery(practiceQuery('addition', 3));
    expect(calls).toHaveLength(3);
    expect(later).toEqual([question('3')]);
  });
});

describe("the child's day (student.mathget)", () => {
  it("shows the day kept on the device at once, then the server's", async () => {
    queryClient.setQueryData(['student.mathget'], dayWith('12'));
    const fresh = { ...dayWith('30'), next: undefined } satisfies TagOutput<'student.mathget'>;
    const calls = answerCalls(() => ({ body: fresh }));
    const { result } = renderHook(() => useDay(sam), { wrapper });
    // Kept: there before any answer.
    expect(result.current.day?.math.addition_2).toEqual([question('12')]);
    await waitFor(() => expect(result.current.day?.math.addition_2).toEqual([question('30')]));
    // The next day's problems were kept already: not asked for again, and still kept.
    expect(calls.find((call) => call.tag === 'student.mathget')).not.toHaveProperty('ahead');
    expect(result.current.day?.next).toEqual(dayWith('12').next);
  });

  it("keeps the device's day when the server cannot be reached", async () => {
    queryClient.setQueryData(['student.mathget'], dayWith('12'));
    answerCalls(() => 'unreachable');
    const { result } = renderHook(() => useDay(sam), { wrapper });
    await waitFor(() => expect(result.current.query.isError).toBe(true));
    expect(result.current.day?.math.addition_2).toEqual([question('12')]);
  });

  it('asks for the next day ahead when the device has none, and waits without a kept day', async () => {
    const calls = answerCalls(() => ({ body: dayWith('30') }));
    const { result } = renderHook(() => useDay(sam), { wrapper });
    expect(result.current.day).toBeUndefined();
    await waitFor(() => expect(result.current.day?.today).toBe(today));
    expect(calls.find((call) => call.tag === 'student.mathget')).toHaveProperty('ahead', 'true');
  });

  it("does not show another day's kept copy as today", async () => {
    queryClient.setQueryData(['student.mathget'], { ...dayWith('12'), today: '2020-01-01' });
    answerCalls(() => 'unreachable');
    const { result } = renderHook(() => useDay(sam), { wrapper });
    await waitFor(() => expect(result.current.query.isError).toBe(true));
    expect(result.current.day).toBeUndefined();
  });
});

/** Sam's addition, finished with one error. */
const finished: Completion = {
  account: 'sam',
  subject: 'addition',
  errors: 1,
  attempt: 'attempt-1',
  boxes: [],
  firsttries: [],
};

describe('a finished assignment (student.mathcomplete)', () => {
  const work = finished;
  const answer = { completion: today, rewards: {}, earned: [], options: [] };

  it('waits, paused, when the server cannot be reached, the day showing it done; sent once back', async () => {
    queryClient.setQueryData(['student.mathget'], dayWith('12'));
    let reachable = false;
    const calls = answerCalls((call) => {
      if (!reachable) return 'unreachable';
      return { body: call.tag === 'student.mathcomplete' ? answer : dayWith('12') };
    });
    const { result } = renderHook(
      () => ({
        day: useDay(sam).day,
        completion: useMutation<unknown, unknown, Completion>({ mutationKey: completionKey }),
      }),
      { wrapper },
    );
    act(() => result.current.completion.mutate(work));
    await waitFor(() => expect(result.current.completion.isPaused).toBe(true));
    // Asked once, not again and again: the app takes itself as offline.
    expect(calls.filter((call) => call.tag === 'student.mathcomplete')).toHaveLength(1);
    expect(onlineManager.isOnline()).toBe(false);
    expect(result.current.day?.days.addition?.status).toEqual({ status: 'completed' });

    reachable = true;
    act(() => onlineManager.setOnline(true));
    await waitFor(() => expect(result.current.completion.isSuccess).toBe(true));
    const sent = calls.filter((call) => call.tag === 'student.mathcomplete');
    expect(sent).toHaveLength(2);
    expect(sent[1]).toMatchObject({ subject: 'addition', errors: '1', attempt: 'attempt-1' });
  });

  it('takes a refusal as final: asked once, and told', async () => {
    const calls = answerCalls(() => ({ status: 400, body: { reason: 'Today is over' } }));
    const { result } = renderHook(
      () => useMutation<unknown, unknown, Completion>({ mutationKey: completionKey }),
      { wrapper },
    );
    act(() => result.current.mutate(work));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toEqual(new RpcError(400, 'Today is over'));
    expect(calls).toHaveLength(1);
    expect(onlineManager.isOnline()).toBe(true);
  });
});

describe("the child's record after a finished assignment (the query cache, not the session)", () => {
  const work: Completion = { ...finished, errors: 0, attempt: 'attempt-2' };
  const record = (level: string) =>
    ({
      student: {
        accountname: 'sam',
        premium: 'false',
        mathschedule: { addition: { schedule: 'mtwrfsu' } },
        mathlevels: { addition: { level } },
      },
      rewards: {},
    }) as unknown as TagOutput<'student.get'>;
  const counted = (options: string[], moved?: string) => ({
    completion: today,
    rewards: {},
    earned: [],
    options,
    ...(moved && { moved }),
  });

  function finish(answer: object) {
    answerCalls((call) => ({
      body:
        call.tag === 'student.mathcomplete'
          ? answer
          : call.tag === 'student.get'
            ? record('3')
            : dayWith('12'),
    }));
    const { result } = renderHook(
      () => ({
        completion: useMutation<unknown, unknown, Completion>({ mutationKey: completionKey }),
        waiting: useWaitingChoices(),
      }),
      { wrapper },
    );
    act(() => result.current.completion.mutate(work));
    return result;
  }

  it("writes the server's answer into the kept record at once, its reading time unchanged", async () => {
    queryClient.setQueryData(['student.get'], record('3'), { updatedAt: 1000 });
    const result = finish(counted([], '2'));
    await waitFor(() => expect(result.current.completion.isSuccess).toBe(true));
    expect(studentRecord()?.mathlevels.addition).toEqual({ level: '2', completion: today });
    expect(queryClient.getQueryState(['student.get'])?.dataUpdatedAt).toBe(1000);
  });

  it('keeps the level options until one is taken, and drops them once the level changed', async () => {
    queryClient.setQueryData(['student.get'], record('3'), { updatedAt: 1000 });
    const result = finish(counted(['advance', 'repeat']));
    await waitFor(() =>
      expect(result.current.waiting).toEqual([
        ['addition', { level: '3', options: ['advance', 'repeat'] }],
      ]),
    );
    // The parent moved the child meanwhile: the question no longer stands.
    act(() => queryClient.setQueryData(['student.get'], record('5')));
    await waitFor(() => expect(result.current.waiting).toEqual([]));
    act(() => queryClient.setQueryData(['student.get'], record('3')));
    await waitFor(() => expect(result.current.waiting).toHaveLength(1));

    answerCalls(() => ({ body: { addition: { level: '4' } } }));
    await act(() => chooseLevel('addition', 'advance'));
    await waitFor(() => expect(result.current.waiting).toEqual([]));
    expect(studentRecord()?.mathlevels.addition?.level).toBe('4');
  });
});

describe('the targeted practice set (student.focusget)', () => {
  it('answers null when none waits, and takes a refusal as final', async () => {
    answerCalls(() => ({ body: { focus: null } }));
    expect(await queryClient.fetchQuery(focusSetQuery)).toBeNull();
    queryClient.clear();
    const calls = answerCalls(() => ({ status: 403, body: { reason: 'This student is paused' } }));
    const failure = await queryClient.fetchQuery(focusSetQuery).catch((error: unknown) => error);
    expect(failure).toEqual(new RpcError(403, 'This student is paused'));
    expect(calls).toHaveLength(1);
  });
});
