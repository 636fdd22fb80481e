import { ownStudent } from '../accounts/students';
import { parentOf } from '../auth/callers';
import { factDueNow } from '../learning/facts';
import { todayOf } from '../learning/student-day';
import type { Handler } from './context';

/**
 * "Practice it in Quick Facts": the fact the report names as slow is due at once, so the
 * child's next session brings it among the first (Quick Facts is free for every student).
 */
export const studentFactsfocus: Handler<'student.factsfocus'> = async (
  input,
  { db, caller, now },
) => {
  const student = await ownStudent(db, parentOf(caller), input.accountname);
  const today = todayOf(student, now());
  await factDueNow(db, student.id, input.fact, today, now());
  return { fact: input.fact, due: today };
};
