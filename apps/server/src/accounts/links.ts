import { and, count, type Db, eq, isNotNull, sql, tables } from '@mathsteps/db';
import { type ClassLink, displayName, PUPILS_MAX } from '@mathsteps/domain';
import { ApiFailure } from '../rpc/failure';
import { ownClass } from './classes';
import type { StudentRow } from './students';

/**
 * A family's child linked to a class (docs/product.md "Families' children in a class",
 * decision 0029): asked by one side, linked once the other agrees, ended by either. The child
 * stays its family's; the teacher sees the child's report while the link holds, and nothing
 * of a child it only invited. Here: the teacher's side and the class's room; the family's side
 * is child-links.ts.
 */

export const links = tables.classLinks;
export type LinkRow = typeof links.$inferSelect;

export const statusOf = (link: LinkRow) =>
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
export async function roomToLink(tx: Pick<Db, 'select'>, classId: string) {
  const { children } = await placesOf(tx, classId);
  if (children >= PUPILS_MAX) throw ApiFailure.refusing(409, { code: 'class_full' });
}

/** A class may have as many links waiting as it has places; more would be a flood. */
export async function roomToAsk(tx: Pick<Db, 'select'>, classId: string) {
  const { children, waiting } = await placesOf(tx, classId);
  if (children >= PUPILS_MAX || waiting >= PUPILS_MAX) {
    throw ApiFailure.refusing(409, { code: 'class_full' });
  }
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
