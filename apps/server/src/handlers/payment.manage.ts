import { parentOf } from '../auth/callers';
import { customerOf } from '../billing/checkout';
import type { Handler } from './context';

/** The billing portal: Stripe's Customer Portal, or our test portal in local test mode. */
export const paymentManage: Handler<'payment.manage'> = async (_input, ctx) => {
  const customerId = await customerOf(ctx.db, ctx.payments, parentOf(ctx.caller));
  return { redirect: await ctx.payments.portalUrl(customerId) };
};
