import { and, type Db, desc, eq, isNull, tables } from '@mathsteps/db';
import { applyLevelOption, type LevelOption, type Subject } from '@mathsteps/domain';
import { updateSubject } from '../accounts/students';
import { ApiFailure } from '../rpc/failure';
import { awardBadges } from './rewards';

/**
 * Takes one of the options the subject's last finished assignment offered (decision 0018),
 * once: the assignment's row is locked, and the choice is written only while none is. Going
 * up earns the subject's level-up badge (decision record 0006). Answers the new level.
 */
export async function takeLevelOption(
  db: Db,
  studentId: string,
  subject: Subject,
  action: string,
  today: string,
): Promise<number> {
  return db.transaction(async (tx) => {
    const [latest] = await tx
      .select()
      .from(tables.assignmentHistory)
      .where(
        and(
          eq(tables.assignmentHistory.studentId, studentId),
          eq(tables.assignmentHistory.subject, subject),
        ),
      )
      .orderBy(desc(tables.assignmentHistory.createdAt))
      .limit(1)
      .for('update');
    if (!latest || latest.chosenOption !== null || !latest.options.includes(action)) {
      throw ApiFailure.refusing(409, { code: 'choice_not_offered' });
    }
    const taken = await tx
      .update(tables.assignmentHistory)
      .set({ chosenOption: action })
      .where(
        and(
          eq(tables.assignmentHistory.id, latest.id),
          isNull(tables.assignmentHistory.chosenOption),
        ),
      )
      .returning({ id: tables.assignmentHistory.id });
    if (taken.length === 0) throw ApiFailure.refusing(409, { code: 'choice_not_offered' });
    const next = applyLevelOption(latest.level, action as LevelOption);
    await updateSubject(tx, studentId, subject, { level: next });
    if (next > latest.level) await awardBadges(tx, studentId, [`level-up-${subject}`], today);
    return next;
  });
}
