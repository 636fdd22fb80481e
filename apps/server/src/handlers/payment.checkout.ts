import { randomUUID } from 'node:crypto';
import { parentOf } from '../auth/callers';
import { customerOf } from '../billing/checkout';
import { isPremium } from '../billing/subscriptions';
import { ApiFailure } from '../rpc/failure';
import type { Handler } from './context';

/** Starts a checkout for the chosen plan and answers where the browser goes to pay. */
export const paymentCheckout: Handler<'payment.checkout'> = async (input, ctx) => {
  const parentId = parentOf(ctx.caller);
  if (await isPremium(ctx.db, parentId)) {
    throw ApiFailure.refusing(409, { code: 'already_premium' });
  }
  const customerId = await customerOf(ctx.db, ctx.payments, parentId);
  const checkout = await ctx.payments.createCheckout({
    parentId,
    customerId,
    period: input.priceid,
    key: `${input.priceid}-${input.sessionid ?? randomUUID()}`,
  });
  return { redirect: checkout.url };
};
