import { type Db, eq, tables } from '@mathsteps/db';
import { FTUE_MARKERS, type ParentData, STUDENTS_MAX } from '@mathsteps/domain';
import { ApiFailure } from '../rpc/failure';

export type ParentRow = typeof tables.parents.$inferSelect;

/** The parent as the browser sees it (seed §3 "Parent user"). */
export function toParentData(parent: ParentRow, premium: boolean): ParentData {
  return {
    userId: parent.id,
    email: parent.email,
    firstname: parent.firstname,
    lastname: parent.lastname,
    studentsMax: premium ? STUDENTS_MAX.premium : STUDENTS_MAX.free,
    createdDate: parent.createdAt.toISOString(),
    userpremium: premium ? 'true' : 'false',
    emailverified: parent.emailVerified ? 'true' : 'false',
    emails: parent.emails ? 'true' : 'false',
    ftue: parent.ftue.filter((marker): marker is (typeof FTUE_MARKERS)[number] =>
      (FTUE_MARKERS as readonly string[]).includes(marker),
    ),
  };
}

/** The signed-in parent's row; a session whose parent is gone is refused. */
export async function loadParent(db: Db, parentId: string): Promise<ParentRow> {
  const [parent] = await db.select().from(tables.parents).where(eq(tables.parents.id, parentId));
  if (!parent) throw new ApiFailure(401, 'Authentication token not found. Please log in again.');
  return parent;
}
