import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeCookie } from '../lib/cookies';
import { RpcError } from '../lib/server-errors';
import {
  clearSession,
  SESSION_MARKER_COOKIE,
  type StudentProfile,
  saveSession,
} from '../lib/session';
import { answerCalls } from '../test/server-answers';
import { queryClient } from './query-client';
import { rpc } from './rpc';

const sam: StudentProfile = {
  role: 'student',
  accountname: 'sam',
  fullName: 'Sam Lee',
  timezone: 'UTC',
};

afterEach(() => {
  queryClient.clear();
  clearSession();
  vi.unstubAllGlobals();
});

const read = () =>
  queryClient.fetchQuery({
    queryKey: ['student.get'],
    queryFn: () => rpc('student.get', {}),
    // The retry's pause is not what is tested: how many times the server is asked is.
    retryDelay: 0,
  });

describe('the query cache', () => {
  it('takes a refusal as final: the server is asked once, its reason kept', async () => {
    const calls = answerCalls(() => ({ status: 401, body: { reason: 'Please log in again' } }));
    const failure = await read().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(RpcError);
    expect((failure as RpcError).reason).toBe('Please log in again');
    expect(calls.map((call) => call.tag)).toEqual(['student.get']);
  });

  it('asks an unreachable server once more, and no more', async () => {
    const calls = answerCalls(() => 'unreachable');
    await expect(read()).rejects.toThrow('We could not reach MathSteps');
    expect(calls).toHaveLength(2);
  });

  it('forgets everything when the person signed in changes, not when their profile does', () => {
    // Signed in: the server's marker cookie, and the profile kept in this browser.
    writeCookie(SESSION_MARKER_COOKIE, 'student', 1);
    saveSession(sam);
    queryClient.setQueryData(['student.get'], { kept: true });
    saveSession({ ...sam, fullName: 'Sam Lee-Park' });
    expect(queryClient.getQueryData(['student.get'])).toEqual({ kept: true });
    saveSession({ ...sam, accountname: 'ana' });
    expect(queryClient.getQueryData(['student.get'])).toBeUndefined();
    queryClient.setQueryData(['student.get'], { kept: true });
    clearSession();
    expect(queryClient.getQueryData(['student.get'])).toBeUndefined();
  });
});
