import { activeStudent } from '../learning/callers';
import { plannedFacts } from '../learning/fact-sessions';
import { recordFactSession } from '../learning/facts';
import { todayOf } from '../learning/student-day';
import type { Handler } from './context';

/**
 * A finished Quick Facts session (decision 0010): graded here against the facts its session
 * planned, turned into fluency and review per fact and a star per fact right at the first
 * try; recorded once per attempt.
 */
export const studentFactscomplete: Handler<'student.factscomplete'> = async (
  input,
  { db, keys, caller, now },
) => {
  const student = activeStudent(caller);
  const at = now();
  const today = todayOf(student, at);
  const planned = await plannedFacts(db, keys, student.id, input, today, at);
  return recordFactSession(db, student, input, planned, today, at);
};
