import { ApiFailure } from '../rpc/failure';
import type { RequestContext } from '../rpc/handler';
import type { ServerKeys } from './keys';

/**
 * Who is calling, as their session says (auth/sessions.ts): a visitor, a parent, or a
 * child. A child's call also brings their day (learning/callers.ts, `Caller`).
 */
export type SessionCaller =
  | { role: 'visitor' }
  | {
      role: 'parent';
      parentId: string;
      /** Whether the parent's address is verified: most of an account waits for it. */
      verified: boolean;
      tokenHash: string;
    }
  | { role: 'student'; studentId: string; tokenHash: string };

export type ParentCaller = Extract<SessionCaller, { role: 'parent' }>;

/** What the floors above auth work with: the request, the server key and the caller. */
export interface AuthContext extends RequestContext {
  /** Keyed hashes and signatures with the server's secret (auth/keys.ts). */
  keys: ServerKeys;
  caller: SessionCaller;
}

/**
 * A caller the dispatcher has already let through as a parent. The check is repeated here
 * so a handler can never run with someone else's id by mistake.
 */
export function parentCaller(caller: SessionCaller): ParentCaller {
  if (caller.role !== 'parent') throw ApiFailure.refusing(403, { code: 'not_allowed' });
  return caller;
}

/** The parent id of a caller let through as a parent (`parentCaller`). */
export function parentOf(caller: SessionCaller): string {
  return parentCaller(caller).parentId;
}
