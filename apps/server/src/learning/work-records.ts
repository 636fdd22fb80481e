import {
  type Db,
  eq,
  preparedQuery,
  preparedStatement,
  type Reader,
  sql,
  tables,
} from '@mathsteps/db';
import { addDays } from '@mathsteps/domain';
import { type SessionStudent, subjectsColumn } from '../accounts/students';
import { ApiFailure } from '../rpc/failure';
import { type evidenceValues, evidenceWrite } from './fact-evidence';
import type { StudentState, WorkRecord } from './finished-work';
import { newBadges } from './rewards';
import { attemptOrSinceColumn, bySubject } from './student-day';

/**
 * Where finished assignments are written (learning/finished-work.ts decides what): one
 * statement when nothing of the student changed since their session was read, or the same
 * with the student's row locked when something did.
 */

const { students, studentSubjects, assignmentHistory: history } = tables;
const value = (name: string) => sql.placeholder(name);

/**
 * The work, the subject's completion, the rewards and its timed boxes, in one
 * statement built once: written only if the student's row is still at the
 * revision it was read at and this attempt is not recorded yet. New badges are merged into
 * the ones the row holds.
 */
const recordWorkStatement = preparedStatement<{ recorded: number }>(sql`
  with saved as (
    update ${students}
    set stars = ${value('stars')}, streak_days = ${value('streakDays')},
      streak_last = ${value('streakLast')}, badges = ${value('badges')}::jsonb || badges,
      revision = revision + 1
    where id = ${value('studentId')} and revision = ${value('revision')}
      and not exists (select 1 from ${history} h
        where h.student_id = ${value('studentId')} and h.attempt_id = ${value('attemptId')})
    returning id
  ),
  entry as (
    insert into ${history} (student_id, attempt_id, subject, level, local_date, questions, errors, options, chosen_option, moved_to, right_first_tries)
    select id, ${value('attemptId')}, ${value('subject')}, ${value('level')}, ${value('localDate')},
      ${value('questions')}, ${value('errors')}, ${value('options')}::text[],
      case when ${value('moveTo')}::int is null then null
        when ${value('moveTo')}::int > ${value('level')}::int then 'advance' else 'decrease' end,
      ${value('moveTo')}::int, ${value('rightFirstTries')} from saved
  ),
  subject as (
    update ${studentSubjects} set completion_date = ${value('localDate')},
      recent = ${value('recent')}, level = coalesce(${value('moveTo')}::int, level)
    where student_id = ${value('studentId')} and subject = ${value('subject')}
      and exists (select 1 from saved)
  ),
  evidence as (${evidenceWrite(sql`saved`)})
  select count(*)::int as recorded from saved`);

/**
 * Records the work, the subject's completion and the rewards, if nothing was recorded for
 * the student since their row was read. False when something was: nothing is written then.
 */
export async function recordWork(
  db: Pick<Db, 'execute'>,
  student: SessionStudent,
  { entry, rewards, earned, recent, moveTo }: WorkRecord,
  evidence: ReturnType<typeof evidenceValues>,
): Promise<boolean> {
  const [result] = await recordWorkStatement(db, {
    ...evidence,
    studentId: student.id,
    revision: student.revision,
    stars: rewards.stars,
    streakDays: rewards.streak.days,
    streakLast: rewards.streak.last,
    badges: JSON.stringify(newBadges(earned, entry.localDate)),
    attemptId: entry.attemptId,
    subject: entry.subject,
    level: entry.level,
    localDate: entry.localDate,
    questions: entry.questions,
    errors: entry.errors,
    options: `{${entry.options.join(',')}}`,
    rightFirstTries: entry.rightFirstTries,
    recent,
    moveTo,
  });
  return result?.recorded === 1;
}

const studentNowQuery = preparedQuery((db) =>
  db
    .select({
      student: tables.students,
      subjects: subjectsColumn(),
      work: attemptOrSinceColumn(),
    })
    .from(tables.students)
    .where(eq(tables.students.id, sql.placeholder('studentId')))
    .prepare('student_now'),
);

/** The student's row, subjects, this attempt and the work of today and yesterday, as they are now. */
async function studentNow(
  tx: Reader,
  studentId: string,
  attempt: string,
  today: string,
): Promise<StudentState | undefined> {
  const since = addDays(today, -1);
  const [row] = await studentNowQuery(tx).execute({ studentId, attempt, since });
  if (!row) return undefined;
  return {
    student: row.student,
    subjects: bySubject(row.subjects),
    workDays: row.work,
    earlier: row.work.find((entry) => entry.attemptId === attempt),
  };
}

/**
 * Runs `work` on the student as they are now, with their row locked: nothing can be recorded
 * for them meanwhile. Locked first, read after: a statement's subqueries would see the data
 * as it was before the lock was granted, not what work recorded meanwhile wrote.
 */
export async function withStudentLocked<T>(
  db: Db,
  studentId: string,
  attempt: string,
  today: string,
  work: (state: StudentState, tx: Pick<Db, 'execute'>) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: tables.students.id })
      .from(tables.students)
      .where(eq(tables.students.id, studentId))
      .for('update');
    const locked = row && (await studentNow(tx, studentId, attempt, today));
    if (!locked) throw ApiFailure.refusing(404, { code: 'student_not_found' });
    return work(locked, tx);
  });
}
