import { and, eq, tables } from '@mathsteps/db';
import {
  levelOptions,
  localDate,
  percent,
  QUESTIONS_PER_SET,
  SUBJECT_NAMES,
  type TagOutput,
} from '@mathsteps/domain';
import { updateSubject } from '../accounts/students';
import { isPremium } from '../billing/subscriptions';
import { activeStudent, type HistoryRow, subjectsOf } from '../learning/student-day';
import { studentOf } from '../rpc/callers';
import { ApiFailure } from '../rpc/failure';
import type { Handler } from '../rpc/handler';

const answerOf = (entry: HistoryRow): TagOutput<'student.mathcomplete'> => ({
  options: entry.options as TagOutput<'student.mathcomplete'>['options'],
  completion: entry.localDate,
  score: String(percent(entry.questions - entry.errors, entry.questions)),
});

/**
 * An assignment is finished (seed §7): one history entry on the student's local date,
 * the subject's completion date, and the level options of DESIGN.md §7.3. The same
 * attempt sent again (the answer was lost on the way) gets the first answer back.
 * A free student does each subject once a day; a premium student may do more.
 */
export const studentMathcomplete: Handler<'student.mathcomplete'> = async (
  input,
  { db, caller, now },
) => {
  const student = await activeStudent(db, studentOf(caller));
  const sameAttempt = and(
    eq(tables.assignmentHistory.studentId, student.id),
    eq(tables.assignmentHistory.attemptId, input.attempt),
  );
  const today = localDate(now(), input.timezone);
  const subject = (await subjectsOf(db, student.id)).get(input.subject);
  const level = subject?.level ?? 0;
  const premium = await isPremium(db, student.parentId);

  const recorded = await db.transaction(async (tx) => {
    // One finisher at a time per student, so "once a day" and "once per attempt" hold
    // when the same work arrives twice at the same moment.
    await tx
      .select({ id: tables.students.id })
      .from(tables.students)
      .where(eq(tables.students.id, student.id))
      .for('update');
    const [earlier] = await tx.select().from(tables.assignmentHistory).where(sameAttempt);
    if (earlier) return earlier;
    const doneToday = await tx
      .select({ id: tables.assignmentHistory.id })
      .from(tables.assignmentHistory)
      .where(
        and(
          eq(tables.assignmentHistory.studentId, student.id),
          eq(tables.assignmentHistory.subject, input.subject),
          eq(tables.assignmentHistory.localDate, today),
        ),
      );
    if (doneToday.length > 0 && !premium) {
      throw new ApiFailure(
        409,
        `You already finished today's ${SUBJECT_NAMES[input.subject].toLowerCase()}. Great work!`,
      );
    }
    const [entry] = await tx
      .insert(tables.assignmentHistory)
      .values({
        studentId: student.id,
        attemptId: input.attempt,
        subject: input.subject,
        level,
        localDate: today,
        questions: QUESTIONS_PER_SET,
        errors: input.errors,
        options: levelOptions(QUESTIONS_PER_SET - input.errors, QUESTIONS_PER_SET, level),
      })
      .returning();
    await updateSubject(tx, student.id, input.subject, { completionDate: today });
    await tx
      .update(tables.students)
      .set({ timezone: input.timezone })
      .where(eq(tables.students.id, student.id));
    return entry!;
  });
  return answerOf(recorded);
};
