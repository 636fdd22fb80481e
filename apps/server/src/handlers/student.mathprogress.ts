import { recordProgress } from '../learning/assignment-progress';
import { activeSession } from '../learning/callers';
import { todayOf } from '../learning/student-day';
import type { Handler } from './context';

/**
 * How far the child is in an assignment, for its class's live board (docs/product.md "The live
 * board"): kept on the child's local date, the latest only.
 */
export const studentMathprogress: Handler<'student.mathprogress'> = async (
  input,
  { db, caller, now },
) => {
  const { student } = activeSession(caller);
  const at = now();
  await recordProgress(db, {
    studentId: student.id,
    attemptId: input.attempt,
    subject: input.subject,
    level: input.level,
    localDate: todayOf(student, at),
    answered: input.answered,
    questions: input.questions,
    right: input.right,
    at,
  });
  return {};
};
