import { and, type Db, desc, eq, gte, preparedQuery, sql, tables } from '@mathsteps/db';
import {
  addDays,
  type LocalDate,
  localDate,
  PROGRESS_WINDOW_DAYS,
  practiceCeiling,
  progressOver,
  SUBJECTS,
  type Subject,
  type SubjectProgress,
} from '@mathsteps/domain';
import { PAUSED_REASON, type StudentRow } from '../accounts/students';
import { ApiFailure } from '../rpc/failure';
import type { Caller } from '../rpc/handler';

export type SubjectRow = typeof tables.studentSubjects.$inferSelect;
export type HistoryRow = typeof tables.assignmentHistory.$inferSelect;

/**
 * The signed-in student's row, read with their session. A paused student (DESIGN.md §7.5)
 * is told why.
 */
export function activeStudent(caller: Caller): StudentRow {
  if (caller.role !== 'student') throw new ApiFailure(403, 'You are not allowed to do this');
  if (caller.student.paused) throw new ApiFailure(403, PAUSED_REASON);
  return caller.student;
}

const subjectRows = preparedQuery((db) =>
  db
    .select()
    .from(tables.studentSubjects)
    .where(eq(tables.studentSubjects.studentId, sql.placeholder('studentId')))
    .prepare('subject_rows'),
);

/** The student's subjects by name: level, schedule and last completion. */
export async function subjectsOf(db: Db, studentId: string): Promise<Map<Subject, SubjectRow>> {
  const rows = await subjectRows(db).execute({ studentId });
  return new Map(rows.map((row) => [row.subject as Subject, row]));
}

const historyRows = preparedQuery((db) =>
  db
    .select()
    .from(tables.assignmentHistory)
    .where(
      and(
        eq(tables.assignmentHistory.studentId, sql.placeholder('studentId')),
        gte(tables.assignmentHistory.localDate, sql.placeholder('since')),
      ),
    )
    .orderBy(desc(tables.assignmentHistory.createdAt))
    .prepare('history_rows'),
);

/** Finished assignments from `since` on (all subjects), newest first. */
export async function historySince(
  db: Db,
  studentId: string,
  since: LocalDate,
): Promise<HistoryRow[]> {
  return historyRows(db).execute({ studentId, since });
}

/**
 * The student's "today" (DESIGN.md §7.2): their local date in the zone stored at their last
 * sign-in. Zones sent with later calls do not move it.
 */
export function todayOf(student: StudentRow, now: Date): LocalDate {
  return localDate(now, student.timezone ?? 'UTC');
}

/** The day the student was created, in their zone: nothing before it was ever missed. */
export function firstDayOf(student: StudentRow): LocalDate {
  return localDate(student.createdAt, student.timezone ?? 'UTC');
}

/** Progress per subject (DESIGN.md §7.4) over the window that ends today. */
export async function progressOf(
  db: Db,
  student: StudentRow,
  subjects: Map<Subject, SubjectRow>,
  today: LocalDate,
): Promise<Record<Subject, SubjectProgress>> {
  const history = await historySince(db, student.id, addDays(today, -PROGRESS_WINDOW_DAYS));
  const firstDay = firstDayOf(student);
  return Object.fromEntries(
    SUBJECTS.map((subject) => [
      subject,
      progressOver(
        history.filter((entry) => entry.subject === subject),
        subjects.get(subject)?.schedule ?? '',
        today,
        firstDay,
      ),
    ]),
  ) as Record<Subject, SubjectProgress>;
}

/** The highest level the student may practice, per subject (seed §2 "Practice"). */
export async function practiceCeilings(
  db: Db,
  studentId: string,
  subjects: Map<Subject, SubjectRow>,
): Promise<Record<Subject, number>> {
  const done = await db
    .selectDistinct({
      subject: tables.assignmentHistory.subject,
      level: tables.assignmentHistory.level,
    })
    .from(tables.assignmentHistory)
    .where(eq(tables.assignmentHistory.studentId, studentId));
  return Object.fromEntries(
    SUBJECTS.map((subject) => [
      subject,
      practiceCeiling(
        subjects.get(subject)?.level ?? 0,
        done.filter((entry) => entry.subject === subject).map((entry) => entry.level),
      ),
    ]),
  ) as Record<Subject, number>;
}
