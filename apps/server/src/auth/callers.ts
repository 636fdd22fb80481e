import { ApiFailure } from '../rpc/failure';
import type { RequestContext } from '../rpc/handler';
import type { ServerKeys } from './keys';

/**
 * Who is calling, as their session says (auth/sessions.ts): a visitor, a parent, a teacher
 * (docs/decisions/0029-teachers.md), or a child. A child's call also brings their day
 * (learning/callers.ts, `Caller`).
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
  | {
      role: 'teacher';
      teacherId: string;
      /** Whether the teacher's address is verified: the classes wait for it. */
      verified: boolean;
      tokenHash: string;
    }
  | { role: 'student'; studentId: string; tokenHash: string };

export type ParentCaller = Extract<SessionCaller, { role: 'parent' }>;

/** A signed-in adult's account, a parent's or a teacher's: what the 'account' tags work on. */
export interface AccountCaller {
  accountId: string;
  verified: boolean;
  tokenHash: string;
}

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

/** A caller the dispatcher has let through as a teacher (checked again, as `parentCaller`). */
export function teacherOf(caller: SessionCaller): string {
  if (caller.role !== 'teacher') throw ApiFailure.refusing(403, { code: 'not_allowed' });
  return caller.teacherId;
}

/** A caller let through as a teacher, with its session (what a live board checks each time). */
export function teacherCaller(caller: SessionCaller): { teacherId: string; tokenHash: string } {
  if (caller.role !== 'teacher') throw ApiFailure.refusing(403, { code: 'not_allowed' });
  return { teacherId: caller.teacherId, tokenHash: caller.tokenHash };
}

/**
 * The account of a caller let through to an 'account' tag: a parent's or a teacher's (both
 * live in the adults' accounts, docs/decisions/0029-teachers.md).
 */
export function accountCaller(caller: SessionCaller): AccountCaller {
  if (caller.role === 'parent') {
    return { accountId: caller.parentId, verified: caller.verified, tokenHash: caller.tokenHash };
  }
  if (caller.role === 'teacher') {
    return { accountId: caller.teacherId, verified: caller.verified, tokenHash: caller.tokenHash };
  }
  throw ApiFailure.refusing(403, { code: 'not_allowed' });
}

/** The account id of a caller let through to an 'account' tag (`accountCaller`). */
export function accountOf(caller: SessionCaller): string {
  return accountCaller(caller).accountId;
}
