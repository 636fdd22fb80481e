import { type Db, eq, preparedQuery, sql, tables } from '@mathsteps/db';
import { FTUE_MARKERS, type ParentData, STUDENTS_MAX } from '@mathsteps/domain';
import { verifyPassword } from '../auth/passwords';
import { claimAttempt, LIMITS } from '../auth/throttle';
import { ApiFailure } from '../rpc/failure';
import type { HandlerContext } from '../rpc/handler';

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

const parentById = preparedQuery((db) =>
  db
    .select()
    .from(tables.parents)
    .where(eq(tables.parents.id, sql.placeholder('parentId')))
    .prepare('parent_by_id'),
);

const parentByEmailQuery = preparedQuery((db) =>
  db
    .select()
    .from(tables.parents)
    .where(eq(tables.parents.email, sql.placeholder('email')))
    .prepare('parent_by_email'),
);

/** The signed-in parent's row; a session whose parent is gone is refused. */
export async function loadParent(db: Db, parentId: string): Promise<ParentRow> {
  const [parent] = await parentById(db).execute({ parentId });
  if (!parent) throw new ApiFailure(401, 'Authentication token not found. Please log in again.');
  return parent;
}

/** The parent with this e-mail, if there is one (the e-mail is unique). */
export async function parentByEmail(db: Db, email: string): Promise<ParentRow | undefined> {
  const [parent] = await parentByEmailQuery(db).execute({ email });
  return parent;
}

export const WRONG_CURRENT_PASSWORD = 'The current password is not correct';

/**
 * The current password that confirms an account change or deletion. Counted like a login
 * (10 wrong in 15 minutes), so that a session left open on a shared computer is not a way
 * to guess the password.
 */
export async function checkCurrentPassword(
  ctx: Pick<HandlerContext, 'db' | 'keys' | 'now'>,
  parent: ParentRow,
  currentpassword: string,
): Promise<void> {
  const attempt = await claimAttempt(
    ctx,
    [{ key: `password-check:${parent.id}`, limit: LIMITS.parentLoginPerAccountAndAddress }],
    ctx.now(),
    'Too many wrong passwords. Please wait a few minutes and try again.',
  );
  if (!(await verifyPassword(parent.passwordHash, currentpassword))) {
    throw new ApiFailure(403, WRONG_CURRENT_PASSWORD);
  }
  await attempt.refund();
}
