import { and, type Db, desc, eq, gte, preparedQuery, type SQL, sql, tables } from '@mathsteps/db';
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
import { OUTER_STUDENT_ID, type SessionStudent, type SubjectRow } from '../accounts/students';

export type HistoryRow = typeof tables.assignmentHistory.$inferSelect;
/** The subject and local date of a finished assignment. */
export type WorkDay = Pick<HistoryRow, 'subject' | 'localDate'>;
/** A finished assignment as student.mathcomplete reads it to decide. */
export type RecentWork = Pick<
  HistoryRow,
  'attemptId' | 'subject' | 'level' | 'localDate' | 'questions' | 'errors' | 'options'
>;

const { assignmentHistory: history } = tables;

/**
 * The days of the work finished on the local dates from the placeholder `since` on, as one
 * text: an entry per assignment, "2026-11-24 addition", the entries joined by commas. Text,
 * not JSON objects: building an object per row cost PostgreSQL more than the rest of the
 * session, and a covering index answers it without the table.
 */
export function workDaysColumn(): SQL<string> {
  return sql<string>`(select coalesce(string_agg(h.local_date || ' ' || h.subject, ','), '')
    from ${history} h where h.student_id = ${OUTER_STUDENT_ID} and h.local_date >= ${sql.placeholder('since')})`;
}

/**
 * The work days of `workDaysColumn`'s text, each entry cut at its space: splitting each took
 * 7 µs for a week of four subjects, cutting 2.
 */
export function workDaysFromText(text: string): WorkDay[] {
  if (text === '') return [];
  return text.split(',').map((entry) => {
    const space = entry.indexOf(' ');
    return { localDate: entry.slice(0, space), subject: entry.slice(space + 1) };
  });
}

/**
 * The work recorded as the placeholder `attempt`, and the work of the dates from `since`,
 * newest first, as one JSON column.
 */
export function attemptOrSinceColumn(): SQL<RecentWork[]> {
  return sql<RecentWork[]>`(select coalesce(json_agg(json_build_object(
      'attemptId', h.attempt_id, 'subject', h.subject, 'level', h.level,
      'localDate', h.local_date, 'questions', h.questions, 'errors', h.errors,
      'options', h.options) order by h.created_at desc), '[]')
    from ${history} h where h.student_id = ${OUTER_STUDENT_ID}
      and (h.attempt_id = ${sql.placeholder('attempt')} or h.local_date >= ${sql.placeholder('since')}))`;
}

const subjectRows = preparedQuery((db) =>
  db
    .select()
    .from(tables.studentSubjects)
    .where(eq(tables.studentSubjects.studentId, sql.placeholder('studentId')))
    .prepare('subject_rows'),
);

/** Subject rows by their subject's name. */
export function bySubject(rows: readonly SubjectRow[]): Map<Subject, SubjectRow> {
  return new Map(rows.map((row) => [row.subject as Subject, row]));
}

/** The student's subjects by name: level, schedule and last completion. */
export async function subjectsOf(db: Db, studentId: string): Promise<Map<Subject, SubjectRow>> {
  const rows = await subjectRows(db).execute({ studentId });
  return bySubject(rows);
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
 * The student's "today" (docs/product.md "A child's day"): their local date in the zone stored at their last
 * sign-in. Zones sent with later calls do not move it.
 */
export function todayOf(student: SessionStudent, now: Date): LocalDate {
  return localDate(now, student.timezone ?? 'UTC');
}

/** The day the student was created, in their zone: nothing before it was ever missed. */
export function firstDayOf(student: SessionStudent): LocalDate {
  return localDate(student.createdAt, student.timezone ?? 'UTC');
}

/** Progress per subject (docs/product.md "What parents read") over the window that ends today. */
export async function progressOf(
  db: Db,
  student: SessionStudent,
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

/** The highest level the student may practice, per subject (docs/product.md). */
export async function practiceCeilings(
  db: Db,
  studentId: string,
  subjects: Map<Subject, SubjectRow>,
): Promise<Record<Subject, number>> {
  // Every level finished: the recent ones' rows, and the months summed past the horizon.
  const done = await db
    .selectDistinct({
      subject: tables.assignmentHistory.subject,
      level: tables.assignmentHistory.level,
    })
    .from(tables.assignmentHistory)
    .where(eq(tables.assignmentHistory.studentId, studentId))
    .union(
      db
        .select({
          subject: tables.historyMonths.subject,
          level: tables.historyMonths.highestLevel,
        })
        .from(tables.historyMonths)
        .where(eq(tables.historyMonths.studentId, studentId)),
    );
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
