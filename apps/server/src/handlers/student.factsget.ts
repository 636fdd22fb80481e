import { createRandom, factKey, planSession } from '@mathsteps/domain';
import { sessionPlanOf } from '../learning/facts';
import { activeStudent, todayOf } from '../learning/student-day';
import type { Handler } from '../rpc/handler';

/** How many "type the number you see" prompts measure the child's typing speed. */
const TYPING_PROMPTS = 3;

/**
 * A Quick Facts session (decision 0010): a first one across the table; then the facts being
 * learnt and due first, new ones as the child's answers allow, as many as fit two minutes at
 * the child's pace; and the typing prompts, different each day.
 */
export const studentFactsget: Handler<'student.factsget'> = async (
  { operation },
  { db, caller, now },
) => {
  const student = activeStudent(caller);
  const today = todayOf(student, now());
  const { reviews, size } = await sessionPlanOf(db, student.id, operation);
  const facts = planSession(operation, reviews, today, size);
  const random = createRandom(`${student.id}:${today}:typing`);
  // One digit, two digits, two digits: what the answers of facts are.
  const typing = Array.from({ length: TYPING_PROMPTS }, (_, n) =>
    String(n === 0 ? random.int(1, 9) : random.int(10, 99)),
  );
  return { operation, facts: facts.map(factKey), typing };
};
