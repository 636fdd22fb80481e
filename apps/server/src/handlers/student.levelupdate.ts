import { activeStudent } from '../learning/callers';
import { takeLevelOption } from '../learning/level-choices';
import { progressOf, subjectsOf, todayOf } from '../learning/student-day';
import type { Handler } from './context';

/**
 * The child takes one of the options their last finished assignment of this subject
 * offered (decision 0018), once; anything else is refused. Going up earns the subject's
 * level-up badge (decision record 0006). Answers with the new level
 * and the subject's progress, in the product's shape.
 */
export const studentLevelupdate: Handler<'student.levelupdate'> = async (
  input,
  { db, caller, now },
) => {
  const student = activeStudent(caller);
  const today = todayOf(student, now());
  const level = await takeLevelOption(db, student.id, input.subject, input.action, today);
  const progress = await progressOf(db, student, await subjectsOf(db, student.id), today);
  return {
    [input.subject]: { level: String(level) },
    [`${input.subject}_progress`]: progress[input.subject],
  };
};
