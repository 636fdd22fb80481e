import type { TagOutput } from '@mathsteps/domain';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeCookie } from '../lib/cookies';
import { type Day, keepDay } from '../lib/kept-day';
import { RpcError } from '../lib/rpc-client';
import { clearSession, SESSION_MARKER_COOKIE, saveSession } from '../lib/session';
import { answerCalls } from '../test/server-answers';
import { dayQuery, focusSetQuery, practiceQuery } from './learning';
import { queryClient } from './query-client';

const today = new Date().toISOString().slice(0, 10);
const question = (a: string) => ({
  question: 1,
  number_0: a,
  number_1: '7',
  operator: '+' as const,
});
const dayWith = (a: string): Day => ({
  math: { addition_2: [question(a)] },
  today,
  firstday: today,
  days: {
    addition: { level: '2', schedule: 'smtwrfa', status: { status: 'today' }, doneThisWeek: [] },
  },
  quickfacts: { schedule: '', operation: '', status: { status: 'no-schedule' } },
  next: { today: 'tomorrow', math: {} },
});

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
);

beforeEach(() => {
  writeCookie(SESSION_MARKER_COOKIE, 'student', 1);
  saveSession({
    role: 'student',
    accountname: 'sam',
    fullName: 'Sam',
    premium: 'false',
    math: {},
    timezone: 'UTC',
  });
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
    keepDay('sam', dayWith('12'));
    const fresh = { ...dayWith('30'), next: undefined } satisfies TagOutput<'student.mathget'>;
    const calls = answerCalls(() => ({ body: fresh }));
    const { result } = renderHook(() => useQuery(dayQuery), { wrapper });
    // Kept: there before any answer, and marked as not read from the server yet.
    expect(result.current.data?.math.addition_2).toEqual([question('12')]);
    expect(result.current.dataUpdatedAt).toBe(0);
    await waitFor(() => expect(result.current.data?.math.addition_2).toEqual([question('30')]));
    // The next day's problems were kept already: not asked for again.
    expect(calls.find((call) => call.tag === 'student.mathget')).not.toHaveProperty('ahead');
  });

  it("keeps the device's day when the server cannot be reached", async () => {
    keepDay('sam', dayWith('12'));
    answerCalls(() => 'unreachable');
    const { result } = renderHook(() => useQuery({ ...dayQuery, retryDelay: 0 }), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.data?.math.addition_2).toEqual([question('12')]);
  });

  it('asks for the next day ahead when the device has none, and waits without a kept day', async () => {
    const calls = answerCalls(() => ({ body: dayWith('30') }));
    const { result } = renderHook(() => useQuery(dayQuery), { wrapper });
    expect(result.current.data).toBeUndefined();
    await waitFor(() => expect(result.current.data?.today).toBe(today));
    expect(calls.find((call) => call.tag === 'student.mathget')).toHaveProperty('ahead', 'true');
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
