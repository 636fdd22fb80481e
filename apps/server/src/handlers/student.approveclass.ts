import { approveClass } from '../accounts/child-links';
import { parentOf } from '../auth/callers';
import type { Handler } from './context';

/** The parent approves a teacher's invitation: the child is linked to the class. */
export const studentApproveclass: Handler<'student.approveclass'> = async (
  input,
  { db, caller, now },
) => ({
  class: await approveClass(db, parentOf(caller), input.accountname, input.linkid, now()),
});
