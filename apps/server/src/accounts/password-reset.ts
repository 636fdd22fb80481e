import { and, asc, desc, eq, gt, tables } from '@mathsteps/db';
import type { AuthContext } from '../auth/callers';
import { forgetDevices } from '../auth/logins';
import { hashPassword } from '../auth/passwords';
import { claimAttempt, LIMITS } from '../auth/throttle';
import { randomToken, sha256 } from '../auth/tokens';
import { errorFacts } from '../logging';
import { passwordChangedEmail } from '../mail/emails/password-changed';
import { passwordResetEmail } from '../mail/emails/password-reset';
import { ApiFailure } from '../rpc/failure';

/**
 * "Forgot password?" (docs/decisions/0023-password-reset.md): a single-use link, its token
 * stored only as a hash, for 60 minutes; a newer request replaces it. Setting the password
 * ends every session of the parent and sends the "password changed" notice.
 */
const LINK_MS = 60 * 60_000;

/**
 * The account of an address a reset is for: the one that verified it, else the oldest that
 * names it (its owner, before anyone else's sign-up naming it). Knowing the mailbox proves
 * the address, verified or not.
 */
async function accountOf(ctx: Pick<AuthContext, 'db'>, email: string) {
  const [parent] = await ctx.db
    .select()
    .from(tables.parents)
    .where(eq(tables.parents.email, email))
    .orderBy(desc(tables.parents.emailVerified), asc(tables.parents.createdAt))
    .limit(1);
  return parent;
}

/**
 * Makes a new link for the address's account, if it has one, and e-mails it, after the
 * answer: before it, only the limits are counted, the same for every address, so the answer
 * takes as long whether or not the address has an account.
 */
export async function sendPasswordReset(
  ctx: Pick<
    AuthContext,
    'db' | 'env' | 'keys' | 'mailer' | 'now' | 'request' | 'log' | 'afterReply'
  >,
  email: string,
): Promise<void> {
  const now = ctx.now();
  // Counted for every address asked, known or not: the limits tell nothing either.
  await claimAttempt(
    ctx,
    [
      { key: `password-reset-to:${email}`, limit: LIMITS.passwordResetEmails },
      { key: `password-reset-ip:${ctx.request.ip}`, limit: LIMITS.passwordResetsPerAddress },
    ],
    now,
    { code: 'too_many_reset_requests' },
  );
  ctx.afterReply(() => mailResetLink(ctx, email, now));
}

async function mailResetLink(
  ctx: Pick<AuthContext, 'db' | 'env' | 'mailer' | 'log'>,
  email: string,
  now: Date,
): Promise<void> {
  const parent = await accountOf(ctx, email);
  if (!parent) return;
  const token = randomToken(16);
  const record = {
    tokenHash: sha256(token),
    expiresAt: new Date(now.getTime() + LINK_MS),
    createdAt: now,
    email,
  };
  await ctx.db
    .insert(tables.passwordResets)
    .values({ parentId: parent.id, ...record })
    .onConflictDoUpdate({ target: tables.passwordResets.parentId, set: record });
  const link = `${ctx.env.PUBLIC_URL}/reset-password?token=${token}&email=${encodeURIComponent(email)}`;
  // A mail server down is logged: the parent, told the same as for any address, asks again.
  await ctx.mailer.send(passwordResetEmail(parent, link)).catch((error: unknown) => {
    ctx.log.warn(errorFacts(error), 'a password reset e-mail was not sent');
  });
}

/**
 * Whether a link can still set a password: unused, within its hour, for the address it was
 * mailed to, still the account's. The same conditions as `resetPassword`, read only.
 */
export async function resetLinkValid(
  ctx: Pick<AuthContext, 'db' | 'now'>,
  input: { token: string; email: string },
): Promise<boolean> {
  const [found] = await ctx.db
    .select({ id: tables.parents.id })
    .from(tables.passwordResets)
    .innerJoin(tables.parents, eq(tables.parents.id, tables.passwordResets.parentId))
    .where(
      and(
        eq(tables.passwordResets.tokenHash, sha256(input.token)),
        eq(tables.passwordResets.email, input.email),
        eq(tables.parents.email, input.email),
        gt(tables.passwordResets.expiresAt, ctx.now()),
      ),
    );
  return found !== undefined;
}

/**
 * Sets the password a link was sent for, once: the record is taken in the same statement that
 * checks it, so two pages sending the same link at once set it once. The address must be the
 * one the link was mailed to and still the account's (the pre-hash is salted with it; a change
 * of address voids the account's links). Every session of the parent ends and every device
 * remembered for them is forgotten; the address counts as verified, the link having proved
 * that mailbox and no other.
 */
export async function resetPassword(
  ctx: Pick<AuthContext, 'db' | 'keys' | 'mailer' | 'now' | 'log'>,
  input: { token: string; email: string; emailpassword: string },
): Promise<void> {
  const passwordHash = await hashPassword(input.emailpassword);
  const parent = await ctx.db.transaction(async (tx) => {
    const [taken] = await tx
      .delete(tables.passwordResets)
      .where(
        and(
          eq(tables.passwordResets.tokenHash, sha256(input.token)),
          eq(tables.passwordResets.email, input.email),
          gt(tables.passwordResets.expiresAt, ctx.now()),
        ),
      )
      .returning({ parentId: tables.passwordResets.parentId });
    if (!taken) throw ApiFailure.refusing(400, { code: 'password_link_not_valid' });
    const [owner] = await tx
      .select()
      .from(tables.parents)
      .where(eq(tables.parents.id, taken.parentId));
    // Another address than the account's: refused, and the link kept (the work rolls back).
    if (!owner || owner.email !== input.email)
      throw ApiFailure.refusing(400, { code: 'password_link_not_valid' });
    // Verified by the link, unless another account verified the address meanwhile.
    const [verifiedElsewhere] = await tx
      .select({ id: tables.parents.id })
      .from(tables.parents)
      .where(and(eq(tables.parents.email, owner.email), eq(tables.parents.emailVerified, true)));
    const verified = owner.emailVerified || !verifiedElsewhere;
    await tx
      .update(tables.parents)
      .set({ passwordHash, emailVerified: verified })
      .where(eq(tables.parents.id, owner.id));
    await tx.delete(tables.sessions).where(eq(tables.sessions.parentId, owner.id));
    await forgetDevices(tx, ctx.keys, [{ role: 'parent', id: owner.id }]);
    return owner;
  });
  await ctx.mailer.send(passwordChangedEmail(parent)).catch((error: unknown) => {
    ctx.log.warn(errorFacts(error), 'the password-changed notice was not sent');
  });
}
