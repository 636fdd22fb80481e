import { loadParent, toParentData } from '../accounts/parents';
import { parentOf } from '../auth/callers';
import { applySubscription, isPremium } from '../billing/subscriptions';
import { ApiFailure } from '../rpc/failure';
import type { Handler } from './context';

/**
 * The return from checkout (docs/product.md): the session is read back from the
 * provider, and premium begins only if it is this parent's and really paid.
 */
export const paymentSuccess: Handler<'payment.success'> = async (input, ctx) => {
  const parent = await loadParent(ctx.db, parentOf(ctx.caller));
  const checkout = await ctx.payments.readCheckout(input.sessionid);
  if (!parent.customerId || checkout.customerId !== parent.customerId) {
    throw ApiFailure.refusing(404, { code: 'payment_not_found' });
  }
  if (!checkout.paid || !checkout.subscriptionId)
    throw ApiFailure.refusing(402, { code: 'payment_not_confirmed' });
  const subscription = await ctx.payments.readSubscription(checkout.subscriptionId);
  await ctx.db.transaction((tx) => applySubscription(tx, subscription, ctx.now()));
  return { data: toParentData(parent, await isPremium(ctx.db, parent.id)) };
};
