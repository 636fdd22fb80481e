import {
  and,
  type Db,
  eq,
  getTableColumns,
  inArray,
  preparedQuery,
  type SQL,
  sql,
  tables,
} from '@mathsteps/db';
import { readAloudOf, type StudentData, SUBJECTS } from '@mathsteps/domain';
import { ApiFailure } from '../rpc/failure';

export type StudentRow = typeof tables.students.$inferSelect;
/** A student as read with their session: every column but the password's hash. */
export type SessionStudent = Omit<StudentRow, 'passwordHash'>;

const { passwordHash: _hash, ...sessionStudentColumns } = getTableColumns(tables.students);
/** The columns that are Dates in code, which JSON carries as text. */
const DATE_KEYS = Object.entries(sessionStudentColumns)
  .filter(([, column]) => column.dataType === 'date')
  .map(([key]) => key);

/**
 * The student of a query over `students` as one JSON column, its fields named as in code
 * (null when the row is missing): one column to parse instead of fifteen to map.
 */
export function studentJsonColumn(): SQL {
  const fields = Object.entries(sessionStudentColumns).map(
    ([key, column]) => sql`${sql.raw(`'${key}'`)}, ${column}`,
  );
  return sql`case when ${tables.students.id} is null then null
    else json_build_object(${sql.join(fields, sql`, `)}) end`;
}

/** The student of `studentJsonColumn`, its times made Dates again. */
export function studentFromJson(json: Record<string, unknown>): SessionStudent {
  for (const key of DATE_KEYS) json[key] = new Date(json[key] as string);
  return json as SessionStudent;
}
export type SubjectRow = typeof tables.studentSubjects.$inferSelect;

/**
 * The student of a query that selects from students (with or without a join), for the
 * subqueries of its columns. Named in full: drizzle writes a single table's columns
 * unqualified, and an unqualified "id" inside a subquery would be the inner table's own.
 */
export const OUTER_STUDENT_ID = sql.raw('"students"."id"');

/** The student's subjects as one JSON column (rows as SubjectRow). */
export function subjectsColumn(): SQL<SubjectRow[]> {
  return sql<SubjectRow[]>`(select coalesce(json_agg(json_build_object(
      'studentId', s.student_id, 'subject', s.subject, 'level', s.level,
      'schedule', s.schedule, 'completionDate', s.completion_date, 'recent', s.recent)), '[]')
    from ${tables.studentSubjects} s where s.student_id = ${OUTER_STUDENT_ID})`;
}

export const STUDENT_NOT_FOUND = 'Student not found';
/** Why a paused student (docs/product.md "Plans") cannot come in, in words a child understands. */
export const PAUSED_REASON =
  'Your account is resting for now. Ask your grown-up to choose you as the active student.';

/** A student as the browser sees it (docs/product.md): levels and flags as strings. */
export function toStudentData(
  student: SessionStudent,
  subjects: SubjectRow[],
  premium: boolean,
): StudentData {
  const bySubject = new Map(subjects.map((row) => [row.subject, row]));
  const mathschedule: StudentData['mathschedule'] = {};
  const mathlevels: StudentData['mathlevels'] = {};
  for (const subject of SUBJECTS) {
    const row = bySubject.get(subject);
    mathschedule[subject] = { schedule: row?.schedule ?? '' };
    mathlevels[subject] = {
      level: String(row?.level ?? 0),
      ...(row?.completionDate ? { completion: row.completionDate } : {}),
    };
  }
  return {
    id: student.id,
    accountname: student.accountname,
    firstname: student.firstname,
    lastname: student.lastname,
    gradelevel: String(student.gradelevel),
    premium: premium ? 'true' : 'false',
    paused: student.paused ? 'true' : 'false',
    mathschedule,
    mathlevels,
    quickfacts: { schedule: student.factsSchedule, operation: student.factsOperation ?? '' },
    assignmentsize: student.assignmentSize === 5 ? '5' : '10',
    timezone: student.timezone ?? '',
    readaloud: readAloudOf(student.gradelevel, student.readAloud) ? 'true' : 'false',
  };
}

/** Changes one subject of a student: its level, schedule or completion date. */
export function updateSubject(
  db: Pick<Db, 'update'>,
  studentId: string,
  subject: string,
  change: Partial<Pick<SubjectRow, 'level' | 'schedule' | 'completionDate'>>,
) {
  return db
    .update(tables.studentSubjects)
    .set(change)
    .where(
      and(
        eq(tables.studentSubjects.studentId, studentId),
        eq(tables.studentSubjects.subject, subject),
      ),
    );
}

const studentsWithSubjects = preparedQuery((db) =>
  db
    .select({ student: tables.students, subjects: subjectsColumn() })
    .from(tables.students)
    .where(eq(tables.students.parentId, sql.placeholder('parentId')))
    .orderBy(tables.students.createdAt, tables.students.accountname)
    .prepare('students_of'),
);

/** Every student of a parent, oldest first, with their subjects: one statement. */
export async function studentsOf(
  db: Db,
  parentId: string,
  premium = false,
): Promise<StudentData[]> {
  const rows = await studentsWithSubjects(db).execute({ parentId });
  return rows.map((row) => toStudentData(row.student, row.subjects, premium));
}

export async function withSubjects(
  db: Db,
  rows: StudentRow[],
  premium: boolean,
): Promise<StudentData[]> {
  if (rows.length === 0) return [];
  const subjects = await db
    .select()
    .from(tables.studentSubjects)
    .where(
      inArray(
        tables.studentSubjects.studentId,
        rows.map((row) => row.id),
      ),
    );
  return rows.map((row) =>
    toStudentData(
      row,
      subjects.filter((subject) => subject.studentId === row.id),
      premium,
    ),
  );
}

/**
 * The parent's own student with this handle. Ownership is part of the query, so another
 * parent's student is "not found" exactly like a handle that does not exist.
 */
export async function ownStudent(
  db: Db,
  parentId: string,
  accountname: string,
): Promise<StudentRow> {
  const [student] = await db
    .select()
    .from(tables.students)
    .where(
      and(eq(tables.students.parentId, parentId), eq(tables.students.accountname, accountname)),
    );
  if (!student) throw new ApiFailure(404, STUDENT_NOT_FOUND);
  return student;
}
