import { activeStudent } from '../learning/callers';
import { planFactsSession } from '../learning/fact-sessions';
import { todayOf } from '../learning/student-day';
import type { Handler } from './context';

/**
 * A Quick Facts session (decision 0010): a first one across the table; then the facts being
 * learnt and due first, new ones as the child's answers allow, as many as fit two minutes at
 * the child's pace; and the typing prompts, different each day. Signed, so that the answers
 * sent back are taken for these facts only (learning/fact-sessions.ts).
 */
export const studentFactsget: Handler<'student.factsget'> = async (
  { operation },
  { db, keys, caller, now },
) => {
  const student = activeStudent(caller);
  const at = now();
  return planFactsSession(db, keys, student.id, operation, todayOf(student, at), at);
};
