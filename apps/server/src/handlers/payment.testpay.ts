import { parentOf } from '../auth/callers';
import { PAYMENTS_OFF } from '../billing/provider';
import { payTestCheckout } from '../billing/test-provider';
import { ApiFailure } from '../rpc/failure';
import type { Handler } from './context';

/** Local test mode's Pay button. With Stripe configured, payment happens at Stripe only. */
export const paymentTestpay: Handler<'payment.testpay'> = async (input, ctx) => {
  if (ctx.payments.mode === 'off') throw new ApiFailure(503, PAYMENTS_OFF);
  if (ctx.payments.mode !== 'test') {
    throw new ApiFailure(403, 'Test payments are switched off: this server takes real payments.');
  }
  await payTestCheckout(ctx.db, input.sessionid, parentOf(ctx.caller), ctx.now());
  return { redirect: `/payment-success?session_id=${input.sessionid}` };
};
