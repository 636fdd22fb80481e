import { and, type Db, desc, eq, preparedQuery, sql, tables } from '@mathsteps/db';
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

/**
 * The accounts that name an address: the one it was verified for first, then the newest
 * that have not verified it. At most a few are weighed at a login, so that accounts made
 * for someone else's address cannot make every sign-in of its owner slow.
 */
const parentsByEmailQuery = preparedQuery((db) =>
  db
    .select()
    .from(tables.parents)
    .where(eq(tables.parents.email, sql.placeholder('email')))
    .orderBy(desc(tables.parents.emailVerified), desc(tables.parents.createdAt))
    .limit(ACCOUNTS_WEIGHED_PER_LOGIN)
    .prepare('parents_by_email'),
);

/** The accounts a login weighs the password against: one verified, and a few unverified. */
export const ACCOUNTS_WEIGHED_PER_LOGIN = 4;

/** The signed-in parent's row; a session whose parent is gone is refused. */
export async function loadParent(db: Db, parentId: string): Promise<ParentRow> {
  const [parent] = await parentById(db).execute({ parentId });
  if (!parent) throw new ApiFailure(401, 'Authentication token not found. Please log in again.');
  return parent;
}

/**
 * The account this e-mail and password sign in to. An address is unique among verified
 * accounts only (decision 0012): the verified one is weighed first, then those that have
 * not verified the address (one made by someone else may name it too). An unknown address
 * weighs a decoy, so it takes as long as a wrong password.
 */
export async function parentByLogin(
  db: Db,
  email: string,
  prehash: string,
): Promise<ParentRow | undefined> {
  const candidates = await parentsByEmailQuery(db).execute({ email });
  if (candidates.length === 0) {
    await verifyPassword(undefined, prehash);
    return undefined;
  }
  for (const parent of candidates) {
    if (await verifyPassword(parent.passwordHash, prehash)) return parent;
  }
  return undefined;
}

/** The account that verified this address, if one did. */
export async function verifiedOwnerOf(db: Db, email: string): Promise<{ id: string } | undefined> {
  const [owner] = await db
    .select({ id: tables.parents.id })
    .from(tables.parents)
    .where(and(eq(tables.parents.email, email), eq(tables.parents.emailVerified, true)));
  return owner;
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
