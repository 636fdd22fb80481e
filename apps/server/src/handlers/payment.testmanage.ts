import { loadParent, toParentData } from '../accounts/parents';
import { parentOf } from '../auth/callers';
import { applySubscription, currentSubscription, isPremium } from '../billing/subscriptions';
import { changeTestSubscription } from '../billing/test-provider';
import { ApiFailure } from '../rpc/failure';
import type { Handler } from './context';

/**
 * Local test mode's portal: cancel, or switch plan. The change is made at the "provider"
 * and then read back through the same code a Stripe webhook runs.
 */
export const paymentTestmanage: Handler<'payment.testmanage'> = async (input, ctx) => {
  if (ctx.payments.mode === 'off') throw ApiFailure.refusing(503, { code: 'payments_off' });
  if (ctx.payments.mode !== 'test') {
    throw ApiFailure.refusing(403, { code: 'test_portal_off' });
  }
  const parentId = parentOf(ctx.caller);
  const subscription = await currentSubscription(ctx.db, parentId);
  if (!subscription) throw ApiFailure.refusing(404, { code: 'no_subscription_to_change' });
  await changeTestSubscription(
    ctx.db,
    subscription.id,
    input.action === 'cancel' ? { status: 'canceled' } : { period: input.action },
  );
  const snapshot = await ctx.payments.readSubscription(subscription.id);
  await ctx.db.transaction((tx) => applySubscription(tx, snapshot, ctx.now()));
  const parent = await loadParent(ctx.db, parentId);
  return { data: toParentData(parent, await isPremium(ctx.db, parentId)) };
};
