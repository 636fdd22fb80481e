import { randomInt } from 'node:crypto';
import { and, count, type Db, desc, eq, inArray, type SQL, tables } from '@mathsteps/db';
import {
  CLASSES_MAX,
  type ClassData,
  type ClassForm,
  isLocale,
  newClassCode,
  schoolMethodOf,
} from '@mathsteps/domain';
import { sqlState } from '../logging';
import { ApiFailure, UNIQUE_VIOLATION } from '../rpc/failure';

/**
 * A teacher's classes (docs/product.md "Teachers and classes"): made, changed, archived and
 * deleted by their teacher only. Every query names the teacher, so another teacher's class is
 * "not found", as one that does not exist (docs/operations.md "Security").
 */

export type ClassRow = typeof tables.classes.$inferSelect;

/** A class as the teacher's screens see it. */
export function toClassData(row: ClassRow): ClassData {
  return {
    id: row.id,
    name: row.name,
    grade: row.grade,
    locale: isLocale(row.locale) ? row.locale : 'en-US',
    schoolmethod: schoolMethodOf(
      { subtraction: row.subtractionMethod, division: row.divisionMethod },
      row.locale,
    ),
    archived: row.archivedAt !== null,
    created: row.createdAt.toISOString(),
    work: row.work,
    // A class made before codes has none until its page is opened (class.get makes it).
    code: row.code ?? '',
  };
}

/** The teacher's class, or "not found" (another teacher's class answers the same). */
export async function ownClass(
  db: Pick<Db, 'select'>,
  teacherId: string,
  classId: string,
  options: { lock?: boolean } = {},
): Promise<ClassRow> {
  const query = db
    .select()
    .from(tables.classes)
    .where(and(eq(tables.classes.id, classId), eq(tables.classes.teacherId, teacherId)));
  const [found] = await (options.lock ? query.for('update') : query);
  if (!found) throw ApiFailure.refusing(404, { code: 'class_not_found' });
  return found;
}

/** A class code no class has: 31^8 codes, so a second draw is all a clash ever needs. */
export async function freeClassCode(db: Pick<Db, 'select'>): Promise<string> {
  for (;;) {
    const code = newClassCode(randomInt);
    const [taken] = await db
      .select({ id: tables.classes.id })
      .from(tables.classes)
      .where(eq(tables.classes.code, code));
    if (!taken) return code;
  }
}

/** A new code for the teacher's class: the old one is taken no more. */
export async function renewClassCode(
  db: Db,
  teacherId: string,
  classId: string,
): Promise<ClassRow> {
  // Bound by the teacher as well as the class: another teacher's class is "not found".
  const [renewed] = await db
    .update(tables.classes)
    .set({ code: await freeClassCode(db) })
    .where(and(eq(tables.classes.id, classId), eq(tables.classes.teacherId, teacherId)))
    .returning();
  if (!renewed) throw ApiFailure.refusing(404, { code: 'class_not_found' });
  return renewed;
}

/** The teacher's classes, the newest first. */
export async function classesOf(db: Db, teacherId: string): Promise<ClassRow[]> {
  return db
    .select()
    .from(tables.classes)
    .where(eq(tables.classes.teacherId, teacherId))
    .orderBy(desc(tables.classes.createdAt), desc(tables.classes.id));
}

const settingsOf = (form: Partial<ClassForm>) => ({
  ...(form.name !== undefined && { name: form.name }),
  ...(form.grade !== undefined && { grade: form.grade }),
  ...(form.locale !== undefined && { locale: form.locale }),
  ...(form.schoolmethod && {
    subtractionMethod: form.schoolmethod.subtraction,
    divisionMethod: form.schoolmethod.division,
  }),
});

/** A name another class of the teacher's has (whatever the case) is refused. */
function nameTaken(error: unknown): never {
  if (sqlState(error) === UNIQUE_VIOLATION) {
    throw ApiFailure.refusing(409, { code: 'class_name_taken' });
  }
  throw error;
}

/**
 * A new class, within CLASSES_MAX: the teacher's row is locked while the classes are counted,
 * so two made at once cannot both be the one past the limit.
 */
export async function createClass(
  db: Db,
  teacherId: string,
  form: ClassForm,
  createdAt: Date,
): Promise<ClassRow> {
  return db.transaction(async (tx) => {
    await tx
      .select({ id: tables.parents.id })
      .from(tables.parents)
      .where(eq(tables.parents.id, teacherId))
      .for('update');
    const [{ n } = { n: 0 }] = await tx
      .select({ n: count() })
      .from(tables.classes)
      .where(eq(tables.classes.teacherId, teacherId));
    if (n >= CLASSES_MAX) throw ApiFailure.refusing(403, { code: 'too_many_classes' });
    const [created] = await tx
      .insert(tables.classes)
      .values({
        teacherId,
        name: form.name,
        code: await freeClassCode(tx),
        grade: form.grade,
        locale: form.locale,
        subtractionMethod: form.schoolmethod.subtraction,
        divisionMethod: form.schoolmethod.division,
        createdAt,
      })
      .onConflictDoNothing()
      .returning();
    if (!created) throw ApiFailure.refusing(409, { code: 'class_name_taken' });
    return created;
  });
}

/** A class's settings changed, or it archived (with the time) or brought back. */
export async function updateClass(
  db: Db,
  teacherId: string,
  classId: string,
  change: Partial<ClassForm> & { archived?: boolean | undefined },
  now: Date,
): Promise<ClassRow> {
  const [updated] = await db
    .update(tables.classes)
    .set({
      ...settingsOf(change),
      ...(change.archived !== undefined && { archivedAt: change.archived ? now : null }),
    })
    .where(and(eq(tables.classes.id, classId), eq(tables.classes.teacherId, teacherId)))
    .returning()
    .catch(nameTaken);
  if (!updated) throw ApiFailure.refusing(404, { code: 'class_not_found' });
  return updated;
}

/**
 * Deletes the pupils of the classes `where` names, with their accounts: their work, sessions
 * and devices go with them by the schema's cascades. The pupils deleted.
 */
export function deletePupils(db: Pick<Db, 'delete' | 'select'>, where: SQL | undefined) {
  return db
    .delete(tables.students)
    .where(
      inArray(
        tables.students.id,
        db
          .select({ id: tables.classPupils.studentId })
          .from(tables.classPupils)
          .innerJoin(tables.classes, eq(tables.classes.id, tables.classPupils.classId))
          .where(where),
      ),
    )
    .returning({ id: tables.students.id });
}

/**
 * Deletes the teacher's class with everything it holds: its pupils' accounts first (their
 * work, sessions and devices go with them by the schema's cascades), then the class, in one
 * transaction, so that a deleted class leaves nothing of its pupils (docs/product.md
 * "Teachers and classes").
 */
export async function deleteClass(db: Db, teacherId: string, classId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const mine = and(eq(tables.classes.id, classId), eq(tables.classes.teacherId, teacherId));
    await deletePupils(tx, mine);
    const deleted = await tx
      .delete(tables.classes)
      .where(mine)
      .returning({ id: tables.classes.id });
    if (deleted.length === 0) throw ApiFailure.refusing(404, { code: 'class_not_found' });
  });
}
