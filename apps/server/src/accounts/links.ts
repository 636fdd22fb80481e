import { and, count, type Db, eq, isNotNull, isNull, sql, tables } from '@mathsteps/db';
import {
  CHILD_CLASSES_MAX,
  type ChildClass,
  type ClassLink,
  displayName,
  PUPILS_MAX,
} from '@mathsteps/domain';
import type { ServerKeys } from '../auth/keys';
import { claimAttempt, LIMITS } from '../auth/throttle';
import { ApiFailure } from '../rpc/failure';
import { ownClass } from './classes';
import { ownStudent, type StudentRow } from './students';

/**
 * A family's child linked to a class (docs/product.md "Families' children in a class",
 * decision 0029): asked by one side, linked once the other agrees, ended by either. The child
 * stays its family's; the teacher sees the child's report while the link holds, and nothing
 * of a child it only invited.
 */

const links = tables.classLinks;
type LinkRow = typeof links.$inferSelect;

const statusOf = (link: LinkRow) =>
  link.linkedAt ? 'linked' : link.askedBy === 'family' ? 'asked' : 'invited';

/** A family name's first letter only, as a class shows its own pupils. */
const initialOf = (lastname: string) => Array.from(displayName(lastname))[0] ?? '';

/**
 * A link as the teacher sees it: the child's names once its family asked or approved; an
 * invitation not yet approved, only the sign-in name the teacher typed.
 */
function toClassLink(
  link: LinkRow,
  child: { firstname: string; lastname: string } | null,
): ClassLink {
  const status = statusOf(link);
  const since = (link.linkedAt ?? link.createdAt).toISOString();
  if (status === 'invited' || !child || !link.studentId) {
    return { id: link.id, status, invitedname: link.invitedName ?? '', since };
  }
  return {
    id: link.id,
    status,
    pupilid: link.studentId,
    firstname: displayName(child.firstname),
    initial: initialOf(child.lastname),
    since,
  };
}

/** The class's links, the families' requests first, then the linked children by name. */
export async function linksOfClass(db: Pick<Db, 'select'>, classId: string) {
  const rows = await db
    .select({
      link: links,
      child: { firstname: tables.students.firstname, lastname: tables.students.lastname },
    })
    .from(links)
    .leftJoin(tables.students, eq(tables.students.id, links.studentId))
    .where(eq(links.classId, classId))
    .orderBy(links.createdAt, links.id);
  const order = { asked: 0, invited: 1, linked: 2 } as const;
  return rows
    .map((row) => toClassLink(row.link, row.child?.firstname ? row.child : null))
    .sort(
      (a, b) =>
        order[a.status] - order[b.status] ||
        (a.firstname ?? '').localeCompare(b.firstname ?? '') ||
        a.since.localeCompare(b.since),
    );
}

/** Children in the class (its own pupils and the families' linked children) and links waiting. */
async function placesOf(tx: Pick<Db, 'select'>, classId: string) {
  const [{ pupils } = { pupils: 0 }] = await tx
    .select({ pupils: count() })
    .from(tables.classPupils)
    .where(eq(tables.classPupils.classId, classId));
  const [{ linked, waiting } = { linked: 0, waiting: 0 }] = await tx
    .select({
      linked: sql<number>`count(*) filter (where ${links.linkedAt} is not null)`.mapWith(Number),
      waiting: sql<number>`count(*) filter (where ${links.linkedAt} is null)`.mapWith(Number),
    })
    .from(links)
    .where(eq(links.classId, classId));
  return { children: pupils + linked, waiting };
}

/** Linked children take a class's places as its pupils do: PUPILS_MAX in all. */
export async function linkedChildren(tx: Pick<Db, 'select'>, classId: string): Promise<number> {
  const [{ n } = { n: 0 }] = await tx
    .select({ n: count() })
    .from(links)
    .where(and(eq(links.classId, classId), isNotNull(links.linkedAt)));
  return n;
}

/** A link waiting for its class's room: refused when the class holds PUPILS_MAX children. */
async function roomToLink(tx: Pick<Db, 'select'>, classId: string) {
  const { children } = await placesOf(tx, classId);
  if (children >= PUPILS_MAX) throw ApiFailure.refusing(409, { code: 'class_full' });
}

/** A class may have as many links waiting as it has places; more would be a flood. */
async function roomToAsk(tx: Pick<Db, 'select'>, classId: string) {
  const { children, waiting } = await placesOf(tx, classId);
  if (children >= PUPILS_MAX || waiting >= PUPILS_MAX) {
    throw ApiFailure.refusing(409, { code: 'class_full' });
  }
}

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

/** The teacher's link of this class, or "not found". */
async function linkOfClass(tx: Pick<Db, 'select'>, classId: string, linkId: string) {
  const [link] = await tx
    .select()
    .from(links)
    .where(and(eq(links.id, linkId), eq(links.classId, classId)));
  if (!link) throw ApiFailure.refusing(404, { code: 'link_not_found' });
  return link;
}

async function childNames(tx: Pick<Db, 'select'>, studentId: string | null) {
  if (!studentId) return null;
  const [child] = await tx
    .select({ firstname: tables.students.firstname, lastname: tables.students.lastname })
    .from(tables.students)
    .where(eq(tables.students.id, studentId));
  return child ?? null;
}

/**
 * The teacher invites a family's child by its sign-in name. Whether a family's child has that
 * name, the answer is the same invitation, shown by the name typed; one that names no child is
 * never approved. A child whose family already asked to join is linked by it.
 */
export async function inviteChild(
  db: Db,
  teacherId: string,
  classId: string,
  accountname: string,
  now: Date,
): Promise<ClassLink> {
  const name = accountname.toLowerCase();
  return db.transaction(async (tx) => {
    await ownClass(tx, teacherId, classId, { lock: true });
    // A family's child only: a class's own pupils are a teacher's accounts.
    const [child] = await tx
      .select({ id: tables.students.id })
      .from(tables.students)
      .innerJoin(tables.parents, eq(tables.parents.id, tables.students.parentId))
      .where(and(eq(tables.students.accountname, name), eq(tables.parents.role, 'parent')));
    const [before] = await tx
      .select()
      .from(links)
      .where(
        and(
          eq(links.classId, classId),
          child ? eq(links.studentId, child.id) : eq(links.invitedName, name),
        ),
      );
    if (before?.askedBy === 'family' && !before.linkedAt) {
      await roomToLink(tx, classId);
      const [linked] = await tx
        .update(links)
        .set({ linkedAt: now })
        .where(eq(links.id, before.id))
        .returning();
      return toClassLink(linked!, await childNames(tx, linked!.studentId));
    }
    if (before) return toClassLink(before, await childNames(tx, before.studentId));
    await roomToAsk(tx, classId);
    const [invited] = await tx
      .insert(links)
      .values({
        classId,
        studentId: child?.id ?? null,
        invitedName: name,
        askedBy: 'teacher',
        createdAt: now,
      })
      .returning();
    return toClassLink(invited!, null);
  });
}

/** The teacher accepts a family's request: the child is linked while the class has room. */
export async function acceptLink(
  db: Db,
  teacherId: string,
  classId: string,
  linkId: string,
  now: Date,
): Promise<ClassLink> {
  return db.transaction(async (tx) => {
    await ownClass(tx, teacherId, classId, { lock: true });
    const link = await linkOfClass(tx, classId, linkId);
    if (link.askedBy !== 'family') throw ApiFailure.refusing(404, { code: 'link_not_found' });
    if (!link.linkedAt) {
      await roomToLink(tx, classId);
      await tx.update(links).set({ linkedAt: now }).where(eq(links.id, link.id));
    }
    return toClassLink(
      { ...link, linkedAt: link.linkedAt ?? now },
      await childNames(tx, link.studentId),
    );
  });
}

/** The teacher ends a link: a request declined, an invitation withdrawn, a child taken out. */
export async function endLinkOfClass(
  db: Db,
  teacherId: string,
  classId: string,
  linkId: string,
): Promise<void> {
  await ownClass(db, teacherId, classId);
  const ended = await db
    .delete(links)
    .where(and(eq(links.id, linkId), eq(links.classId, classId)))
    .returning({ id: links.id });
  if (ended.length === 0) throw ApiFailure.refusing(404, { code: 'link_not_found' });
}

/**
 * The child the teacher may see in this class: one of its own pupils, or a family's child
 * whose link holds; anyone else is "not found".
 */
export async function childOfClass(
  db: Db,
  teacherId: string,
  classId: string,
  pupilId: string,
): Promise<StudentRow> {
  await ownClass(db, teacherId, classId);
  const [child] = await db
    .select()
    .from(tables.students)
    .where(
      and(
        eq(tables.students.id, pupilId),
        sql`(exists (select 1 from ${tables.classPupils} where ${tables.classPupils.studentId} = ${tables.students.id} and ${tables.classPupils.classId} = ${classId})
          or exists (select 1 from ${links} where ${links.studentId} = ${tables.students.id} and ${links.classId} = ${classId} and ${links.linkedAt} is not null))`,
      ),
    );
  if (!child) throw ApiFailure.refusing(404, { code: 'pupil_not_found' });
  return child;
}

// The family's side.

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
