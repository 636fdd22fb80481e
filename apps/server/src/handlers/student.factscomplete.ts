import { recordFactSession } from '../learning/facts';
import { activeStudent, todayOf } from '../learning/student-day';
import type { Handler } from '../rpc/handler';

/**
 * A finished Quick Facts session (issue 37): graded here, turned into fluency and review
 * per fact and a star per fact right at the first try; recorded once per attempt.
 */
export const studentFactscomplete: Handler<'student.factscomplete'> = async (
  input,
  { db, caller, now },
) => {
  const student = activeStudent(caller);
  const at = now();
  return recordFactSession(db, student, input, todayOf(student, at), at);
};
