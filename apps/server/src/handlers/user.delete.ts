import { checkCurrentPassword, deleteParent, loadParent } from '../accounts/parents';
import { accountOf } from '../auth/callers';
import { clearSessionCookies, secureCookies } from '../auth/sessions';
import { ENDED_STATUSES } from '../billing/provider';
import { currentSubscription } from '../billing/subscriptions';
import { errorFacts } from '../logging';
import { accountDeletedEmail } from '../mail/emails/account-deleted';
import type { Handler } from './context';

/**
 * Deletes the parent's account with the current password as confirmation. Everything of
 * theirs (sessions, verifications, messages, and students with all their data) goes with
 * it through the foreign keys' ON DELETE CASCADE. The devices remembered for the family are
 * kept by a hash of each login, not by the account: they are forgotten first, so that a new
 * account of the same address or handle starts with none.
 */
export const userDelete: Handler<'user.delete'> = async (input, ctx) => {
  const { db, caller, reply, env } = ctx;
  const parentId = accountOf(caller);
  const parent = await loadParent(db, parentId);
  await checkCurrentPassword(ctx, parent, input.currentpassword);
  // A deleted account must not go on being billed: the subscription ends first, and if
  // Stripe cannot be reached nothing is deleted (503, try again).
  const subscription = await currentSubscription(db, parentId);
  if (subscription && !ENDED_STATUSES.includes(subscription.status)) {
    await ctx.payments.cancelSubscription(subscription.id);
  }
  await deleteParent(db, ctx.keys, parent);
  clearSessionCookies(reply, secureCookies(env));
  // Told at the address, as a change of password is: the account is gone either way.
  await ctx.mailer.send(accountDeletedEmail(parent)).catch((error: unknown) => {
    ctx.log.warn(errorFacts(error), 'the account-deleted notice was not sent');
  });
  return {};
};
