import { ApiFailure } from './failure';
import type { Caller } from './handler';

export type ParentCaller = Extract<Caller, { role: 'parent' }>;

/**
 * A caller the dispatcher has already let through as a parent. The check is repeated here
 * so a handler can never run with someone else's id by mistake.
 */
export function parentCaller(caller: Caller): ParentCaller {
  if (caller.role !== 'parent') throw new ApiFailure(403, 'You are not allowed to do this');
  return caller;
}

/** The parent id of a caller let through as a parent (`parentCaller`). */
export function parentOf(caller: Caller): string {
  return parentCaller(caller).parentId;
}

/** The student id of a caller the dispatcher has already let through as a student. */
export function studentOf(caller: Caller): string {
  if (caller.role !== 'student') throw new ApiFailure(403, 'You are not allowed to do this');
  return caller.studentId;
}
