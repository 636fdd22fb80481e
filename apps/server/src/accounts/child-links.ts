import { and, count, type Db, eq, isNotNull, isNull, tables } from '@mathsteps/db';
import { CHILD_CLASSES_MAX, type ChildClass, displayName } from '@mathsteps/domain';
import type { ServerKeys } from '../auth/keys';
import { claimAttempt, LIMITS } from '../auth/throttle';
import { ApiFailure } from '../rpc/failure';
import { type LinkRow, links, roomToAsk, roomToLink, statusOf } from './links';
import { ownStudent } from './students';

/**
 * The family's side of a child's link to a class (docs/product.md "Families' children in a
 * class", decision 0029): the parent enters a class code, approves a teacher's invitation, or
 * ends the link; links.ts holds the teacher's side and the class's room.
 */

/** A child is in (or asked or invited to) at most CHILD_CLASSES_MAX classes. */
async function roomForChild(tx: Pick<Db, 'select'>, studentId: string, linkedOnly: boolean) {
  const [{ n } = { n: 0 }] = await tx
    .select({ n: count() })
    .from(links)
    .where(and(eq(links.studentId, studentId), linkedOnly ? isNotNull(links.linkedAt) : undefined));
  if (n >= CHILD_CLASSES_MAX) throw ApiFailure.refusing(409, { code: 'child_classes_full' });
}

/**
 * A family's writes lock the class's row, then the child's: the order every link's writer
 * keeps (the teacher's lock the class's row by `ownClass`), so that room is counted once.
 */
async function lockClassAndChild(tx: Db, classId: string, studentId: string) {
  await tx
    .select({ id: tables.classes.id })
    .from(tables.classes)
    .where(eq(tables.classes.id, classId))
    .for('update');
  await tx
    .select({ id: tables.students.id })
    .from(tables.students)
    .where(eq(tables.students.id, studentId))
    .for('update');
}

const childClassColumns = {
  link: links,
  classname: tables.classes.name,
  grade: tables.classes.grade,
  teacherFirst: tables.parents.firstname,
  teacherLast: tables.parents.lastname,
  school: tables.parents.school,
};

function toChildClass(row: {
  link: LinkRow;
  classname: string;
  grade: number;
  teacherFirst: string;
  teacherLast: string;
  school: string | null;
}): ChildClass {
  return {
    id: row.link.id,
    status: statusOf(row.link),
    classname: row.classname,
    grade: row.grade,
    teacher: `${displayName(row.teacherFirst)} ${displayName(row.teacherLast)}`,
    school: row.school ?? '',
    since: (row.link.linkedAt ?? row.link.createdAt).toISOString(),
  };
}

function childClassQuery(db: Pick<Db, 'select'>) {
  return db
    .select(childClassColumns)
    .from(links)
    .innerJoin(tables.classes, eq(tables.classes.id, links.classId))
    .innerJoin(tables.parents, eq(tables.parents.id, tables.classes.teacherId));
}

/** The child's classes: linked, asked to join, invited to; an archived class's too. */
export async function classesOfChild(
  db: Db,
  parentId: string,
  accountname: string,
): Promise<ChildClass[]> {
  const child = await ownStudent(db, parentId, accountname);
  const rows = await childClassQuery(db)
    .where(eq(links.studentId, child.id))
    .orderBy(links.createdAt, links.id);
  return rows.map(toChildClass);
}

async function childClassOf(tx: Pick<Db, 'select'>, linkId: string): Promise<ChildClass> {
  const [row] = await childClassQuery(tx).where(eq(links.id, linkId));
  return toChildClass(row!);
}

/**
 * The parent enters a class code for the child: the child asks to join that class, or is
 * linked at once when its teacher had invited it. A code no open class has counts against the
 * parent (20 an hour), so that codes cannot be tried one after another; a right one does not.
 */
export async function joinClass(
  ctx: { db: Db; keys: ServerKeys },
  parentId: string,
  accountname: string,
  code: string,
  now: Date,
): Promise<ChildClass> {
  const { db } = ctx;
  const child = await ownStudent(db, parentId, accountname);
  const attempt = await claimAttempt(
    ctx,
    [{ key: `class-code:${parentId}`, limit: LIMITS.classCodesPerParent }],
    now,
    { code: 'too_many_class_codes' },
  );
  const [found] = await db
    .select({ id: tables.classes.id })
    .from(tables.classes)
    .where(and(eq(tables.classes.code, code), isNull(tables.classes.archivedAt)));
  if (!found) throw ApiFailure.refusing(404, { code: 'class_code_not_found' });
  await attempt.refund();
  const linkId = await db.transaction(async (tx) => {
    await lockClassAndChild(tx, found.id, child.id);
    const [before] = await tx
      .select()
      .from(links)
      .where(and(eq(links.classId, found.id), eq(links.studentId, child.id)));
    if (before?.linkedAt || before?.askedBy === 'family') return before.id;
    if (before) {
      await roomToLink(tx, found.id);
      await roomForChild(tx, child.id, true);
      await tx.update(links).set({ linkedAt: now }).where(eq(links.id, before.id));
      return before.id;
    }
    await roomToAsk(tx, found.id);
    await roomForChild(tx, child.id, false);
    const [asked] = await tx
      .insert(links)
      .values({ classId: found.id, studentId: child.id, askedBy: 'family', createdAt: now })
      .returning({ id: links.id });
    return asked!.id;
  });
  return childClassOf(db, linkId);
}

/** The child's link, or "not found": one of another child's is not the parent's to see. */
async function linkOfChild(tx: Pick<Db, 'select'>, studentId: string, linkId: string) {
  const [link] = await tx
    .select()
    .from(links)
    .where(and(eq(links.id, linkId), eq(links.studentId, studentId)));
  if (!link) throw ApiFailure.refusing(404, { code: 'link_not_found' });
  return link;
}

/** The parent approves a teacher's invitation: the child is linked while the class has room. */
export async function approveClass(
  db: Db,
  parentId: string,
  accountname: string,
  linkId: string,
  now: Date,
): Promise<ChildClass> {
  const child = await ownStudent(db, parentId, accountname);
  const link = await linkOfChild(db, child.id, linkId);
  if (link.askedBy !== 'teacher') throw ApiFailure.refusing(404, { code: 'link_not_found' });
  await db.transaction(async (tx) => {
    await lockClassAndChild(tx, link.classId, child.id);
    const current = await linkOfChild(tx, child.id, linkId);
    if (current.linkedAt) return;
    await roomToLink(tx, link.classId);
    await roomForChild(tx, child.id, true);
    await tx.update(links).set({ linkedAt: now }).where(eq(links.id, linkId));
  });
  return childClassOf(db, linkId);
}

/** The parent ends a link: an invitation declined, a request taken back, the child taken out. */
export async function leaveClass(
  db: Db,
  parentId: string,
  accountname: string,
  linkId: string,
): Promise<void> {
  const child = await ownStudent(db, parentId, accountname);
  const ended = await db
    .delete(links)
    .where(and(eq(links.id, linkId), eq(links.studentId, child.id)))
    .returning({ id: links.id });
  if (ended.length === 0) throw ApiFailure.refusing(404, { code: 'link_not_found' });
}
