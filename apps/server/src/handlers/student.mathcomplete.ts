import { and, eq, or, sql, tables } from '@mathsteps/db';
import {
  type BadgeId,
  levelOptions,
  percent,
  QUESTIONS_PER_SET,
  type RewardsView,
  rewardFinishedWork,
  SUBJECT_NAMES,
  SUBJECTS,
  type Subject,
  type TagOutput,
} from '@mathsteps/domain';
import { STUDENT_NOT_FOUND, updateSubject } from '../accounts/students';
import { isPremium } from '../billing/subscriptions';
import { rewardColumns, rewardsOf, rewardsView } from '../learning/rewards';
import { activeStudent, type HistoryRow, todayOf } from '../learning/student-day';
import { ApiFailure } from '../rpc/failure';
import type { Handler } from '../rpc/handler';

const answerOf = (
  entry: Pick<HistoryRow, 'options' | 'localDate' | 'questions' | 'errors'>,
  rewards: RewardsView,
  earned: BadgeId[],
): TagOutput<'student.mathcomplete'> => ({
  options: entry.options as TagOutput<'student.mathcomplete'>['options'],
  completion: entry.localDate,
  score: String(percent(entry.questions - entry.errors, entry.questions)),
  rewards,
  earned,
});

/**
 * An assignment is finished (seed §7): one history entry on the student's local date,
 * the subject's completion date, the level options of DESIGN.md §7.3 and the rewards it
 * earns (decision record 0006). The same attempt sent again (the answer was lost on the
 * way) gets the first answer back. A free student does each subject once a day; a premium
 * student may do more.
 */
export const studentMathcomplete: Handler<'student.mathcomplete'> = async (
  input,
  { db, caller, now },
) => {
  const student = activeStudent(caller);
  // The day in the zone stored at sign-in: a zone sent with this call cannot move it (a
  // free child could otherwise finish a subject three times a day, in three zones).
  const today = todayOf(student, now());
  const premium = await isPremium(db, student.parentId);

  return db.transaction(async (tx) => {
    // The student's row is locked first: one finisher at a time per student, so "once a
    // day", "once per attempt" and the rewards hold when work arrives twice at once. The
    // same statement reads the row and the subjects afresh, under the lock.
    const rows = await tx
      .select({ student: tables.students, subject: tables.studentSubjects })
      .from(tables.students)
      .leftJoin(tables.studentSubjects, eq(tables.studentSubjects.studentId, tables.students.id))
      .where(eq(tables.students.id, student.id))
      .for('update', { of: tables.students });
    const locked = rows[0]?.student;
    if (!locked) throw new ApiFailure(404, STUDENT_NOT_FOUND);
    const subjects = new Map(
      rows.flatMap(({ subject }) => (subject ? [[subject.subject as Subject, subject]] : [])),
    );
    const before = rewardsOf(locked);

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
    if (earlierOrToday?.attemptId === input.attempt) {
      return answerOf(earlierOrToday, rewardsView(before, subjects.values(), today), []);
    }
    if (earlierOrToday && !premium) {
      throw new ApiFailure(
        409,
        `You already finished today's ${SUBJECT_NAMES[input.subject].toLowerCase()}. Great work!`,
      );
    }

    const level = subjects.get(input.subject)?.level ?? 0;
    const entry = {
      studentId: student.id,
      attemptId: input.attempt,
      subject: input.subject,
      level,
      localDate: today,
      questions: QUESTIONS_PER_SET,
      errors: input.errors,
      options: levelOptions(QUESTIONS_PER_SET - input.errors, QUESTIONS_PER_SET, level),
    };
    const days = new Map(
      SUBJECTS.map((subject) => [
        subject,
        {
          schedule: subjects.get(subject)?.schedule ?? '',
          completion: subject === input.subject ? today : subjects.get(subject)?.completionDate,
        },
      ]),
    );
    const { rewards, earned } = rewardFinishedWork(before, {
      subject: input.subject,
      day: today,
      questions: entry.questions,
      errors: entry.errors,
      subjects: days,
    });
    // One statement records the work, the subject's completion and the rewards: the
    // child's call waits for one round trip here, not three.
    // (getSQL: a builder embedded as itself would be wrapped in parentheses, as a subquery.)
    const insertEntry = tx.insert(tables.assignmentHistory).values(entry).getSQL();
    const markSubject = updateSubject(tx, student.id, input.subject, {
      completionDate: today,
    }).getSQL();
    const saveRewards = tx
      .update(tables.students)
      .set(rewardColumns(rewards))
      .where(eq(tables.students.id, student.id))
      .getSQL();
    await tx.execute(
      sql`with entry as (${insertEntry}), subject as (${markSubject}) ${saveRewards}`,
    );
    return answerOf(entry, rewardsView(rewards, subjects.values(), today), earned);
  });
};
