import { activeStudent } from '../learning/callers';
import { markBadgesSeen } from '../learning/rewards';
import type { Handler } from './context';

/** The child was shown these new badges (decision record 0006): they are not announced again. */
export const studentBadgesseen: Handler<'student.badgesseen'> = async (input, { db, caller }) => {
  const student = activeStudent(caller);
  await markBadgesSeen(db, student.id, input.badges);
  return {};
};
