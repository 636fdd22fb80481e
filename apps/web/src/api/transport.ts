import { refusalOf } from '../lib/refusal-words';
import { RpcError, readableReason } from '../lib/server-errors';

/**
 * One POST to `/api`, the server's single endpoint (docs/architecture.md "One request"): the
 * answer, or an RpcError with a reason to show. Only the modules of apps/web/src/api call it.
 */

const TIMEOUT_MS = 30_000;

export async function post(body: object): Promise<Record<string, unknown>> {
  let response: Response;
  try {
    response = await fetch('/api', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      credentials: 'same-origin',
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    throw new RpcError(0, 'We could not reach MathSteps. Check your connection and try again.');
  }
  const answer = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (!response.ok || answer === null) {
    const reason =
      typeof answer?.reason === 'string'
        ? readableReason(answer.reason)
        : 'Invalid response format from server';
    throw new RpcError(response.status, reason, refusalOf(answer));
  }
  return answer;
}
