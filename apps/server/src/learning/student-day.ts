import { and, type Db, desc, eq, gte, tables } from '@mathsteps/db';
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
import { NOT_SIGNED_IN } from '../rpc/dispatcher';
import { ApiFailure } from '../rpc/failure';

export type SubjectRow = typeof tables.studentSubjects.$inferSelect;
export type HistoryRow = typeof tables.assignmentHistory.$inferSelect;

/**
 * The signed-in student's row. The session goes with the student, so a missing row is a
 * session ending now; a paused student (DESIGN.md §7.5) is told why.
 */
export async function activeStudent(db: Db, studentId: string): Promise<StudentRow> {
  const [student] = await db
    .select()
    .from(tables.students)
    .where(eq(tables.students.id, studentId));
  if (!student) throw new ApiFailure(401, NOT_SIGNED_IN);
  if (student.paused) throw new ApiFailure(403, PAUSED_REASON);
  return student;
}

/** The student's subjects by name: level, schedule and last completion. */
export async function subjectsOf(db: Db, studentId: string): Promise<Map<Subject, SubjectRow>> {
  const rows = await db
    .select()
    .from(tables.studentSubjects)
    .where(eq(tables.studentSubjects.studentId, studentId));
  return new Map(rows.map((row) => [row.subject as Subject, row]));
}

/** Finished assignments from `since` on (all subjects), newest first. */
export async function historySince(
  db: Db,
  studentId: string,
  since: LocalDate,
  subject?: Subject,
): Promise<HistoryRow[]> {
  return db
    .select()
    .from(tables.assignmentHistory)
    .where(
      and(
        eq(tables.assignmentHistory.studentId, studentId),
        gte(tables.assignmentHistory.localDate, since),
        subject ? eq(tables.assignmentHistory.subject, subject) : undefined,
      ),
    )
    .orderBy(desc(tables.assignmentHistory.createdAt));
}

/** The student's "today" (DESIGN.md §7.2): their local date in the zone of their last login. */
export function todayOf(student: StudentRow, now: Date, timezone = student.timezone): LocalDate {
  return localDate(now, timezone ?? 'UTC');
}

/** The day the student was created, in their zone: nothing before it was ever missed. */
export function firstDayOf(student: StudentRow, timezone = student.timezone): LocalDate {
  return localDate(student.createdAt, timezone ?? 'UTC');
}

/** Progress per subject (DESIGN.md §7.4) over the window that ends today. */
export async function progressOf(
  db: Db,
  student: StudentRow,
  subjects: Map<Subject, SubjectRow>,
  today: LocalDate,
  timezone = student.timezone,
): Promise<Record<Subject, SubjectProgress>> {
  const history = await historySince(db, student.id, addDays(today, -PROGRESS_WINDOW_DAYS));
  const firstDay = firstDayOf(student, timezone);
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

/** The highest level the student may practise, per subject (seed §2 "Practice"). */
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
