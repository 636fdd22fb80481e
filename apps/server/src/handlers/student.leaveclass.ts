import { leaveClass } from '../accounts/child-links';
import { parentOf } from '../auth/callers';
import type { Handler } from './context';

/** The parent ends the child's link with a class; the child's work stays the family's. */
export const studentLeaveclass: Handler<'student.leaveclass'> = async (input, { db, caller }) => {
  await leaveClass(db, parentOf(caller), input.accountname, input.linkid);
  return {};
};
