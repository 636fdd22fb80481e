import type { ParentRow } from '../accounts/parents';
import { checkCurrentPassword, loadParent, toParentData, updateParent } from '../accounts/parents';
import { signOutFamily } from '../accounts/sign-in';
import { sendVerification } from '../accounts/verification';
import { accountCaller } from '../auth/callers';
import { forgetDevices } from '../auth/logins';
import { hashPassword } from '../auth/passwords';
import { endOtherSessions } from '../auth/sessions';
import { claimAttempt, LIMITS } from '../auth/throttle';
import { isPremium } from '../billing/subscriptions';
import { errorFacts } from '../logging';
import { passwordChangedEmail } from '../mail/emails/password-changed';
import type { Handler } from './context';

/**
 * The product's first-use markers and weekly e-mail preference, and the account changes of
 * docs/product.md. A new e-mail address is unverified until its code or link is used, and is
 * taken the same way whether or not another account has it (its owner is told by e-mail, and
 * it can never be verified here: decision 0012). A new password ends every other session,
 * forgets the devices remembered under the old one (decision 0024) and sends a notice; if the
 * parent asks, the children are signed out too.
 */
export const userUpdate: Handler<'user.update'> = async (input, ctx) => {
  const { db } = ctx;
  const caller = accountCaller(ctx.caller);
  const parentId = caller.accountId;
  const parent = await loadParent(db, parentId);

  const changes: Partial<ParentRow> = {};
  if (input.ftue) changes.ftue = [...new Set([...parent.ftue, ...input.ftue])];
  if (input.emails) changes.emails = input.emails === 'true';
  if (input.firstname) changes.firstname = input.firstname;
  if (input.lastname) changes.lastname = input.lastname;
  if (input.locale) changes.locale = input.locale;

  const newEmail = input.email && input.email !== parent.email ? input.email : undefined;
  if (newEmail || input.newpassword) {
    await checkCurrentPassword(ctx, parent, input.currentpassword!);
  }
  if (newEmail) {
    // Each change mails the new address: aimed at one victim, it must stay a trickle.
    await claimAttempt(
      ctx,
      [
        { key: `email-change:${parentId}`, limit: LIMITS.emailChangesPerParent },
        { key: `email-change-ip:${ctx.request.ip}`, limit: LIMITS.emailChangesPerAddress },
      ],
      ctx.now(),
      { code: 'too_many_email_changes' },
    );
    changes.email = newEmail;
    changes.emailVerified = false;
    // The pre-hash is salted with the e-mail, so the password is stored again for the new one.
    changes.passwordHash = await hashPassword(input.emailpassword!);
  }
  if (input.newpassword) changes.passwordHash = await hashPassword(input.newpassword);

  const updated = await updateParent(db, parentId, changes);

  // The secret changed: no device remembered under the old one counts any more.
  if (input.newpassword && input.signoutchildren === 'true') {
    await signOutFamily(ctx, updated, caller.tokenHash);
  } else if (newEmail || input.newpassword) {
    // This account's own devices, never those of another account naming either address.
    await forgetDevices(db, ctx.keys, [{ role: 'parent', id: parentId }]);
    if (input.newpassword) await endOtherSessions(db, parentId, caller.tokenHash);
  }
  if (input.newpassword) {
    await ctx.mailer.send(passwordChangedEmail(updated)).catch((error: unknown) => {
      ctx.log.warn(errorFacts(error), 'the password-changed notice was not sent');
    });
  }
  if (newEmail) {
    await sendVerification(ctx, updated).catch((error: unknown) => {
      ctx.log.warn(errorFacts(error), 'the verification e-mail for the new address was not sent');
    });
  }
  return { data: toParentData(updated, await isPremium(db, parentId)) };
};
