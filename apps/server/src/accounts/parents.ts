import { and, asc, type Db, desc, eq, preparedQuery, sql, tables } from '@mathsteps/db';
import { FTUE_MARKERS, isLocale, type ParentData, STUDENTS_MAX } from '@mathsteps/domain';
import type { AuthContext } from '../auth/callers';
import type { ServerKeys } from '../auth/keys';
import { familyAccounts, forgetDevices } from '../auth/logins';
import { verifyPassword } from '../auth/passwords';
import { claimAttempt, LIMITS } from '../auth/throttle';
import { ApiFailure } from '../rpc/failure';

export type ParentRow = typeof tables.parents.$inferSelect;

/** The parent as the browser sees it (docs/product.md). */
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
    locale: isLocale(parent.locale) ? parent.locale : '',
    role: parent.role === 'teacher' ? 'teacher' : 'parent',
    school: parent.school ?? '',
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
 * The accounts that name an address: the one it was verified for first, then the oldest
 * that have not verified it (its owner's, made before anyone else's naming it: newer
 * sign-ups naming the address cannot push it out). At most ACCOUNTS_WEIGHED_PER_LOGIN.
 */
const parentsByEmailQuery = preparedQuery((db) =>
  db
    .select()
    .from(tables.parents)
    .where(eq(tables.parents.email, sql.placeholder('email')))
    .orderBy(desc(tables.parents.emailVerified), asc(tables.parents.createdAt))
    .limit(ACCOUNTS_WEIGHED_PER_LOGIN)
    .prepare('parents_by_email'),
);

/**
 * The hashes every login weighs: the address's accounts (the verified one first, then the
 * newest unverified), and decoys for the rest, so a wrong password takes as long whatever
 * accounts the address has (a verified one took longer, and told it was there).
 */
export const ACCOUNTS_WEIGHED_PER_LOGIN = 2;

/** The signed-in parent's row; a session whose parent is gone is refused. */
export async function loadParent(db: Db, parentId: string): Promise<ParentRow> {
  const [parent] = await parentById(db).execute({ parentId });
  if (!parent) throw ApiFailure.refusing(401, { code: 'not_signed_in' });
  return parent;
}

/**
 * The account this e-mail and password sign in to. An address is unique among verified
 * accounts only (decision 0012): the verified one is weighed first, then one that has not
 * verified the address (someone else's may name it too). Every login, right or wrong, at a
 * known address or not, weighs ACCOUNTS_WEIGHED_PER_LOGIN hashes, decoys making up the count.
 */
export async function parentByLogin(
  db: Db,
  email: string,
  prehash: string,
  /** The hash check; a test counts the hashes weighed with its own. */
  verify: typeof verifyPassword = verifyPassword,
): Promise<ParentRow | undefined> {
  const candidates = await parentsByEmailQuery(db).execute({ email });
  let found: ParentRow | undefined;
  // Every candidate and the decoys are weighed, also after a match: a right password takes
  // as long as a wrong one, whatever accounts share the address.
  for (const parent of candidates) {
    if ((await verify(parent.passwordHash, prehash)) && !found) found = parent;
  }
  for (let decoy = candidates.length; decoy < ACCOUNTS_WEIGHED_PER_LOGIN; decoy++) {
    await verify(undefined, prehash);
  }
  return found;
}

/** The account that verified this address, if one did. */
export async function verifiedOwnerOf(
  db: Db,
  email: string,
): Promise<{ id: string; locale: string | null } | undefined> {
  const [owner] = await db
    .select({ id: tables.parents.id, locale: tables.parents.locale })
    .from(tables.parents)
    .where(and(eq(tables.parents.email, email), eq(tables.parents.emailVerified, true)));
  return owner;
}

/**
 * The current password that confirms an account change or deletion. Counted like a login
 * (10 wrong in 15 minutes), so that a session left open on a shared computer is not a way
 * to guess the password.
 */
export async function checkCurrentPassword(
  ctx: Pick<AuthContext, 'db' | 'keys' | 'now'>,
  parent: ParentRow,
  currentpassword: string,
): Promise<void> {
  const attempt = await claimAttempt(
    ctx,
    [{ key: `password-check:${parent.id}`, limit: LIMITS.parentLoginPerAccountAndAddress }],
    ctx.now(),
    { code: 'too_many_wrong_passwords' },
  );
  if (!(await verifyPassword(parent.passwordHash, currentpassword))) {
    throw ApiFailure.refusing(403, { code: 'wrong_current_password' });
  }
  await attempt.refund();
}

/** A new parent account, as registration stores it. */
export async function createParent(
  db: Db,
  fields: Pick<
    typeof tables.parents.$inferInsert,
    | 'email'
    | 'firstname'
    | 'lastname'
    | 'passwordHash'
    | 'consentAt'
    | 'consentText'
    | 'deviceId'
    | 'locale'
    | 'role'
    | 'school'
  > & { createdAt: Date },
): Promise<ParentRow> {
  const [parent] = await db.insert(tables.parents).values(fields).returning();
  return parent!;
}

/** Changes the parent's own fields; a parent gone meanwhile is a session that ended. */
export async function updateParent(
  db: Db,
  parentId: string,
  changes: Partial<typeof tables.parents.$inferInsert>,
): Promise<ParentRow> {
  // A new address voids the reset links mailed to the old one, in the same transaction: a link
  // proves only the mailbox it was sent to (docs/decisions/0023-password-reset.md).
  const [updated] = await db.transaction(async (tx) => {
    if (changes.email !== undefined) {
      await tx.delete(tables.passwordResets).where(eq(tables.passwordResets.parentId, parentId));
    }
    return tx
      .update(tables.parents)
      .set(changes)
      .where(eq(tables.parents.id, parentId))
      .returning();
  });
  if (!updated) throw ApiFailure.refusing(401, { code: 'not_signed_in' });
  return updated;
}

/**
 * Deletes the account: the children, their work and the sessions go with it (the schema's
 * cascades), and every device remembered for the family is forgotten in the same transaction.
 */
export async function deleteParent(db: Db, keys: ServerKeys, parent: ParentRow): Promise<void> {
  await db.transaction(async (tx) => {
    await forgetDevices(tx, keys, await familyAccounts(tx, parent.id));
    await tx.delete(tables.parents).where(eq(tables.parents.id, parent.id));
  });
}

/**
 * Keeps a message to support and sends it in one transaction: when the e-mail fails the row is
 * rolled back, so a retry does not leave a duplicate behind.
 */
export async function keepContactMessage(
  db: Db,
  message: Omit<typeof tables.contactMessages.$inferInsert, 'id'>,
  send: () => Promise<unknown>,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(tables.contactMessages).values(message);
    await send();
  });
}
