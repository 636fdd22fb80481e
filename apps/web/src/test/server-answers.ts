import { vi } from 'vitest';
import { writeCookie } from '../lib/cookies';

/** One call the page made to /api: its tag and the rest of its body. */
export interface Call {
  tag: string;
  [field: string]: unknown;
}

/** What the test's server answers a call: a status and a body, or no answer at all. */
export type Answer = { status?: number; body: unknown } | 'unreachable';

/**
 * Answers the page's calls to /api at the network's edge (fetch), as the server would, and
 * records them: the web tests run without a server, the journeys (e2e/) with the real one.
 * The device id is taken as known (its cookie set), so every call is the screen's own.
 */
export function answerCalls(answer: (call: Call) => Answer): Call[] {
  writeCookie('deviceid', 'device-of-the-test', 1);
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      const call = JSON.parse(String(init.body)) as Call;
      calls.push(call);
      const answered = answer(call);
      if (answered === 'unreachable') throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify(answered.body), {
        status: answered.status ?? 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return calls;
}
