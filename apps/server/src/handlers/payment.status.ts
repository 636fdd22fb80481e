import { accountOf } from '../auth/callers';
import { currentSubscription } from '../billing/subscriptions';
import type { Handler } from './context';

/** What /manage-billing shows: the real plan, status and next billing date. */
export const paymentStatus: Handler<'payment.status'> = async (_input, ctx) => {
  const subscription = await currentSubscription(ctx.db, accountOf(ctx.caller));
  return {
    mode: ctx.payments.mode,
    subscription: subscription
      ? {
          period: subscription.period === 'annual' ? 'annual' : 'monthly',
          status: subscription.status,
          currentperiodend: subscription.currentPeriodEnd?.toISOString() ?? null,
          cancelatperiodend: subscription.cancelAtPeriodEnd ? 'true' : 'false',
        }
      : null,
  };
};
