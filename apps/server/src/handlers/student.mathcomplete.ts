import { and, eq, or, sql, tables } from '@mathsteps/db';
import {
  levelOptions,
  percent,
  QUESTIONS_PER_SET,
  SUBJECT_NAMES,
  type TagOutput,
} from '@mathsteps/domain';
import { updateSubject } from '../accounts/students';
import { isPremium } from '../billing/subscriptions';
import { activeStudent, type HistoryRow, subjectsOf, todayOf } from '../learning/student-day';
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
  const student = activeStudent(caller);
  // The day in the zone stored at sign-in: a zone sent with this call cannot move it (a
  // free child could otherwise finish a subject three times a day, in three zones).
  const today = todayOf(student, now());
  const [subjects, premium] = await Promise.all([
    subjectsOf(db, student.id),
    isPremium(db, student.parentId),
  ]);
  const level = subjects.get(input.subject)?.level ?? 0;

  const recorded = await db.transaction(async (tx) => {
    // The student's row is locked first: one finisher at a time per student, so "once a
    // day" and "once per attempt" hold when the same work arrives twice at once.
    await tx
      .select({ id: tables.students.id })
      .from(tables.students)
      .where(eq(tables.students.id, student.id))
      .for('update');
    // This attempt if it was recorded already, else any of today's work in this subject.
    const [earlierOrToday] = await tx
      .select()
      .from(tables.assignmentHistory)
      .where(
        and(
          eq(tables.assignmentHistory.studentId, student.id),
          or(
            eq(tables.assignmentHistory.attemptId, input.attempt),
            and(
              eq(tables.assignmentHistory.subject, input.subject),
              eq(tables.assignmentHistory.localDate, today),
            ),
          ),
        ),
      )
      .orderBy(sql`${tables.assignmentHistory.attemptId} = ${input.attempt} desc`)
      .limit(1);
    if (earlierOrToday?.attemptId === input.attempt) return earlierOrToday;
    if (earlierOrToday && !premium) {
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
    return entry!;
  });
  return answerOf(recorded);
};
