import {
  and,
  count,
  type Db,
  eq,
  getTableColumns,
  inArray,
  isNull,
  preparedQuery,
  type SQL,
  sql,
  tables,
} from '@mathsteps/db';
import {
  isLocale,
  readAloudOf,
  STUDENTS_MAX,
  type StudentData,
  SUBJECTS,
  type Subject,
  schoolMethodOf,
} from '@mathsteps/domain';
import type { ServerKeys } from '../auth/keys';
import { forgetDevices } from '../auth/logins';
import { isPremium } from '../billing/subscriptions';
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
    // The parent's choice, else the usual methods of the child's language.
    schoolmethod: schoolMethodOf(
      { subtraction: student.subtractionMethod, division: student.divisionMethod },
      student.locale,
    ),
    locale: isLocale(student.locale) ? student.locale : '',
  };
}

/**
 * Changes one subject of a student, or of several at once (a class's pupils): its level,
 * schedule, completion date or recent work.
 */
export function updateSubject(
  db: Pick<Db, 'update'>,
  students: string | readonly string[],
  subject: string,
  change: Partial<Pick<SubjectRow, 'level' | 'schedule' | 'completionDate' | 'recent'>>,
) {
  const ids = typeof students === 'string' ? [students] : students;
  return db
    .update(tables.studentSubjects)
    .set(change)
    .where(
      and(
        inArray(tables.studentSubjects.studentId, ids),
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
  if (!student) throw ApiFailure.refusing(404, { code: 'student_not_found' });
  return student;
}

/** The student with this handle, whoever their parent (the child's sign-in). */
export async function studentByHandle(
  db: Db,
  accountname: string,
): Promise<StudentRow | undefined> {
  const [student] = await db
    .select()
    .from(tables.students)
    .where(eq(tables.students.accountname, accountname));
  return student;
}

/**
 * The child's time zone, stored at the first sign-in only: the child's day is the parent's
 * to place (decision 0012), so a later sign-in in another zone does not move it.
 */
export async function setFirstTimezone(db: Db, studentId: string, timezone: string) {
  await db
    .update(tables.students)
    .set({ timezone })
    .where(and(eq(tables.students.id, studentId), isNull(tables.students.timezone)));
}

/**
 * A new student of a parent, with a row per subject at the levels given (0 otherwise). The
 * parent's row is locked while the students are counted, so two at once cannot pass the plan's
 * limit (docs/product.md "Plans"); a handle taken is refused, whoever has it.
 */
export async function createStudent(
  db: Db,
  parentId: string,
  fields: Pick<
    StudentRow,
    'accountname' | 'firstname' | 'lastname' | 'passwordHash' | 'gradelevel'
  >,
  levels: Partial<Record<Subject, number>>,
  /** The server's clock, not the database's: a student's first day is on the clock of their days. */
  createdAt: Date,
): Promise<{ student: StudentRow; premium: boolean }> {
  return db.transaction(async (tx) => {
    const [parent] = await tx
      .select({ locale: tables.parents.locale })
      .from(tables.parents)
      .where(eq(tables.parents.id, parentId))
      .for('update');
    const premium = await isPremium(tx, parentId);
    const limit = premium ? STUDENTS_MAX.premium : STUDENTS_MAX.free;
    const [{ n } = { n: 0 }] = await tx
      .select({ n: count() })
      .from(tables.students)
      .where(eq(tables.students.parentId, parentId));
    if (n >= limit)
      throw ApiFailure.refusing(403, {
        code: premium ? 'premium_student_limit' : 'free_student_limit',
      });

    const [created] = await tx
      .insert(tables.students)
      // A new child's screens start in the parent's language (docs/languages.md).
      .values({ ...fields, parentId, createdAt, locale: parent?.locale ?? null })
      .onConflictDoNothing({ target: tables.students.accountname })
      .returning();
    if (!created) throw ApiFailure.refusing(409, { code: 'handle_taken' });
    await tx.insert(tables.studentSubjects).values(
      SUBJECTS.map((subject) => ({
        studentId: created.id,
        subject,
        level: levels[subject] ?? 0,
      })),
    );
    return { student: created, premium };
  });
}

/** Deletes a student: their subjects, work, facts and sessions go with them (the schema's cascades). */
export async function deleteStudent(db: Db, studentId: string): Promise<void> {
  await db.delete(tables.students).where(eq(tables.students.id, studentId));
}

/** The student's own fields a parent or the child may change without a lock. */
type StudentSettings = Partial<Pick<StudentRow, 'factsSchedule' | 'factsOperation' | 'readAloud'>>;

/** Changes a student's settings and answers the row as it is now (404 if it is gone). */
export async function updateStudentSettings(
  db: Db,
  studentId: string,
  settings: StudentSettings,
): Promise<StudentRow> {
  const [fresh] = await db
    .update(tables.students)
    .set(settings)
    .where(eq(tables.students.id, studentId))
    .returning();
  if (!fresh) throw ApiFailure.refusing(404, { code: 'student_not_found' });
  return fresh;
}

/** What a parent changes of a student on the student card (`student.update`). */
export interface StudentChange {
  row: Partial<
    Pick<
      StudentRow,
      | 'gradelevel'
      | 'readAloud'
      | 'timezone'
      | 'assignmentSize'
      | 'subtractionMethod'
      | 'divisionMethod'
      | 'locale'
    >
  >;
  /** A new passcode's hash: the child's sessions end and their devices are forgotten. */
  passwordHash?: string;
  subjects: (readonly [Subject, Partial<Pick<SubjectRow, 'level' | 'schedule'>>])[];
}

/**
 * Changes a student with their row locked first, so that a delete at the same moment either
 * waits or leaves a clean 404; answers the row as it is now. A new passcode ends the child's
 * sessions and forgets the devices remembered under the old one
 * (docs/decisions/0024-remembered-devices.md).
 */
export async function changeStudent(
  db: Db,
  keys: ServerKeys,
  student: StudentRow,
  change: StudentChange,
): Promise<StudentRow> {
  return db.transaction(async (tx) => {
    const [still] = await tx
      .select({ id: tables.students.id })
      .from(tables.students)
      .where(eq(tables.students.id, student.id))
      .for('update');
    if (!still) throw ApiFailure.refusing(404, { code: 'student_not_found' });
    const row = {
      ...change.row,
      ...(change.passwordHash && { passwordHash: change.passwordHash }),
    };
    if (Object.keys(row).length > 0) {
      await tx.update(tables.students).set(row).where(eq(tables.students.id, student.id));
    }
    if (change.passwordHash) {
      await tx.delete(tables.sessions).where(eq(tables.sessions.studentId, student.id));
      await forgetDevices(tx, keys, [{ role: 'student', id: student.id }]);
    }
    for (const [subject, subjectChange] of change.subjects) {
      await updateSubject(tx, student.id, subject, subjectChange);
    }
    const [fresh] = await tx
      .select()
      .from(tables.students)
      .where(eq(tables.students.id, student.id));
    return fresh!;
  });
}
