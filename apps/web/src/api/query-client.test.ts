import { afterEach, describe, expect, it, vi } from 'vitest';
import { RpcError, rpc } from '../lib/rpc-client';
import { clearSession } from '../lib/session';
import { answerCalls } from '../test/server-answers';
import { queryClient } from './query-client';

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
});
