import { parentOf } from '../auth/callers';
import { payTestCheckout } from '../billing/test-provider';
import { ApiFailure } from '../rpc/failure';
import type { Handler } from './context';

/** Local test mode's Pay button. With Stripe configured, payment happens at Stripe only. */
export const paymentTestpay: Handler<'payment.testpay'> = async (input, ctx) => {
  if (ctx.payments.mode === 'off') throw ApiFailure.refusing(503, { code: 'payments_off' });
  if (ctx.payments.mode !== 'test') {
    throw ApiFailure.refusing(403, { code: 'test_payments_off' });
  }
  await payTestCheckout(ctx.db, input.sessionid, parentOf(ctx.caller), ctx.now());
  return { redirect: `/payment-success?session_id=${input.sessionid}` };
};
