import { type Db, eq, tables } from '@mathsteps/db';
import type { AuthContext } from '../auth/callers';
import { claimAttempt, LIMITS } from '../auth/throttle';
import { randomCode, randomToken, sha256 } from '../auth/tokens';
import { sqlState } from '../logging';
import { addressInUseEmail } from '../mail/emails/address-in-use';
import { verificationEmail } from '../mail/emails/verification';
import { ApiFailure, UNIQUE_VIOLATION } from '../rpc/failure';
import { type ParentRow, verifiedOwnerOf } from './parents';

/**
 * E-mail verification (docs/operations.md "Security"): one record per parent with an 8-digit code
 * (10 minutes, 5 wrong tries, single use) and a link token (128 bits, 24 hours, single
 * use), both stored hashed. Verifying with either ends both.
 */
const CODE_MS = 10 * 60_000;
const LINK_MS = 24 * 60 * 60_000;
const CODE_TRIES = 5;

/**
 * Makes a new code and link (the old ones stop working) and e-mails them. When another
 * account has verified the address, its owner is told instead and nothing is made: this
 * account can never verify it, so never use it (decisions 0012, 0022). The caller is answered the same way.
 */
export async function sendVerification(
  ctx: Pick<AuthContext, 'db' | 'env' | 'keys' | 'mailer' | 'now'>,
  parent: ParentRow,
): Promise<void> {
  const now = ctx.now();
  // Per parent, and per recipient: several accounts changing their e-mail to one victim's.
  await claimAttempt(
    ctx,
    [
      { key: `verification-email:${parent.id}`, limit: LIMITS.verificationEmails },
      { key: `verification-email-to:${parent.email}`, limit: LIMITS.verificationEmails },
    ],
    now,
    { code: 'too_many_verification_emails' },
  );

  const owner = await verifiedOwnerOf(ctx.db, parent.email);
  if (owner) {
    try {
      // In the owner's language: the e-mail is for the account that has the address.
      await ctx.mailer.send(
        addressInUseEmail(
          { email: parent.email, locale: owner.locale },
          `${ctx.env.PUBLIC_URL}/parent-login`,
        ),
      );
    } catch {
      throw ApiFailure.refusing(502, { code: 'verification_not_sent' });
    }
    return;
  }
  const code = randomCode();
  const link = randomToken(16);
  const record = {
    email: parent.email,
    codeHash: sha256(code),
    codeExpiresAt: new Date(now.getTime() + CODE_MS),
    codeFailures: 0,
    linkHash: sha256(link),
    linkExpiresAt: new Date(now.getTime() + LINK_MS),
    createdAt: now,
  };
  await ctx.db
    .insert(tables.emailVerifications)
    .values({ parentId: parent.id, ...record })
    .onConflictDoUpdate({ target: tables.emailVerifications.parentId, set: record });

  const url = `${ctx.env.PUBLIC_URL}/verifyemail?emailtoken=${encodeURIComponent(link)}`;
  try {
    await ctx.mailer.send(verificationEmail(parent, code, url));
  } catch {
    throw ApiFailure.refusing(502, { code: 'verification_not_sent' });
  }
}

/**
 * Verifies with a typed code (only for the signed-in parent it was sent to) or a link
 * token (anyone holding the link). Answers the parent id that is now verified.
 */
export async function verifyEmailToken(
  db: Db,
  emailtoken: string,
  now: Date,
  signedInParentId?: string,
): Promise<{ parentId: string; already: boolean }> {
  const isCode = /^\d{8}$/.test(emailtoken);
  if (isCode && !signedInParentId) throw ApiFailure.refusing(400, { code: 'invalid_code' });

  return db
    .transaction(async (tx) => {
      const [record] = await tx
        .select()
        .from(tables.emailVerifications)
        .where(
          isCode
            ? eq(tables.emailVerifications.parentId, signedInParentId!)
            : eq(tables.emailVerifications.linkHash, sha256(emailtoken)),
        )
        .for('update');
      const [parent] = record
        ? await tx.select().from(tables.parents).where(eq(tables.parents.id, record.parentId))
        : [];
      // A record for an address the parent no longer has verifies nothing.
      if (!record || !parent || parent.email !== record.email) {
        throw ApiFailure.refusing(400, { code: isCode ? 'invalid_code' : 'link_not_valid' });
      }

      // Verified already, the link opened a second time (or on another device): said so, not
      // "not valid"; the record is kept until it expires for this. A code is used once.
      if (parent.emailVerified) {
        if (isCode) throw ApiFailure.refusing(400, { code: 'invalid_code' });
        return { parentId: record.parentId, already: true };
      }

      if (isCode) {
        if (!record.codeHash) {
          throw ApiFailure.refusing(400, { code: 'code_used' });
        }
        if (record.codeExpiresAt <= now) {
          throw ApiFailure.refusing(400, { code: 'code_expired' });
        }
        if (record.codeHash !== sha256(emailtoken)) {
          const failures = record.codeFailures + 1;
          const voided = failures >= CODE_TRIES;
          await tx
            .update(tables.emailVerifications)
            .set({ codeFailures: failures, ...(voided ? { codeHash: null } : {}) })
            .where(eq(tables.emailVerifications.parentId, record.parentId));
          // The failure is committed: a throw would roll the count back.
          return voided ? 'voided' : 'wrong';
        }
      } else if (record.linkExpiresAt <= now) {
        throw ApiFailure.refusing(400, { code: 'link_expired' });
      }

      await tx
        .update(tables.parents)
        .set({ emailVerified: true })
        .where(eq(tables.parents.id, record.parentId))
        .catch((error: unknown) => {
          // Another account verified the address since this code was sent: it is theirs.
          if (sqlState(error) === UNIQUE_VIOLATION)
            throw ApiFailure.refusing(409, { code: 'address_taken' });
          throw error;
        });
      // The code is used up; the link's record stays until it expires (the cleanup job), so
      // that opening it again says the address is verified already.
      await tx
        .update(tables.emailVerifications)
        .set({ codeHash: null })
        .where(eq(tables.emailVerifications.parentId, record.parentId));
      return { parentId: record.parentId, already: false };
    })
    .then((outcome) => {
      if (outcome === 'voided') {
        throw ApiFailure.refusing(400, { code: 'too_many_wrong_codes' });
      }
      if (outcome === 'wrong') throw ApiFailure.refusing(400, { code: 'invalid_code' });
      return outcome;
    });
}
