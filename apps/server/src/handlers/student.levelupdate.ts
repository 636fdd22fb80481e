import { and, desc, eq, isNull, tables } from '@mathsteps/db';
import { applyLevelOption, type LevelOption } from '@mathsteps/domain';
import { updateSubject } from '../accounts/students';
import { activeStudent } from '../learning/callers';
import { awardBadges } from '../learning/rewards';
import { progressOf, subjectsOf, todayOf } from '../learning/student-day';
import { ApiFailure } from '../rpc/failure';
import type { Handler } from './context';

export const CHOICE_NOT_OFFERED = 'That level choice is not available right now.';

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
  const level = await db.transaction(async (tx) => {
    const [latest] = await tx
      .select()
      .from(tables.assignmentHistory)
      .where(
        and(
          eq(tables.assignmentHistory.studentId, student.id),
          eq(tables.assignmentHistory.subject, input.subject),
        ),
      )
      .orderBy(desc(tables.assignmentHistory.createdAt))
      .limit(1)
      .for('update');
    if (!latest || latest.chosenOption !== null || !latest.options.includes(input.action)) {
      throw new ApiFailure(409, CHOICE_NOT_OFFERED);
    }
    const taken = await tx
      .update(tables.assignmentHistory)
      .set({ chosenOption: input.action })
      .where(
        and(
          eq(tables.assignmentHistory.id, latest.id),
          isNull(tables.assignmentHistory.chosenOption),
        ),
      )
      .returning({ id: tables.assignmentHistory.id });
    if (taken.length === 0) throw new ApiFailure(409, CHOICE_NOT_OFFERED);
    const next = applyLevelOption(latest.level, input.action as LevelOption);
    await updateSubject(tx, student.id, input.subject, { level: next });
    if (next > latest.level) {
      await awardBadges(tx, student.id, [`level-up-${input.subject}`], todayOf(student, now()));
    }
    return next;
  });
  const progress = await progressOf(
    db,
    student,
    await subjectsOf(db, student.id),
    todayOf(student, now()),
  );
  return {
    [input.subject]: { level: String(level) },
    [`${input.subject}_progress`]: progress[input.subject],
  };
};
