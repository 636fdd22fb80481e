import { z } from 'zod';
import { PAYMENT_REFUSALS } from '../refusals';
import { checkoutSessionId, envelope, ParentDataSchema } from './schemas';
import { tag } from './tag';

/** The premium plan: checkout, its confirmation, the billing portal, the plan's state. */
export const paymentTags = {
  /** A checkout for a plan (docs/product.md): Stripe Checkout, or our test checkout page. */
  'payment.checkout': tag({
    access: 'parent',
    refusals: ['already_premium', ...PAYMENT_REFUSALS],
    input: z.strictObject({
      ...envelope,
      priceid: z.enum(['monthly', 'annual'], { error: "priceid must be 'monthly' or 'annual'" }),
      /** The product's timestamp string: the same one again creates nothing new. */
      sessionid: z
        .string()
        .regex(/^[A-Za-z0-9_-]{1,64}$/, 'sessionid is not valid')
        .optional(),
      initial: z.union([z.boolean(), z.string().max(20)]).optional(),
    }),
    output: z.object({ redirect: z.string() }),
  }),
  /** An extension, local test mode only: the test checkout's Pay button. */
  'payment.testpay': tag({
    access: 'parent',
    refusals: ['test_payments_off', 'payment_not_found', ...PAYMENT_REFUSALS],
    input: z.strictObject({ ...envelope, sessionid: checkoutSessionId }),
    output: z.object({ redirect: z.string() }),
  }),
  /** After checkout: premium begins only if the session is really paid. */
  'payment.success': tag({
    access: 'parent',
    refusals: ['payment_not_found', 'payment_not_confirmed', ...PAYMENT_REFUSALS],
    input: z.strictObject({ ...envelope, sessionid: checkoutSessionId }),
    output: z.object({ data: ParentDataSchema }),
  }),
  /** Where the parent manages billing: the Stripe Customer Portal, or our test portal. */
  'payment.manage': tag({
    access: 'parent',
    refusals: ['subscription_not_found', ...PAYMENT_REFUSALS],
    input: z.strictObject(envelope),
    output: z.object({ redirect: z.string() }),
  }),
  /** An extension: the real plan, price, status and next billing date (docs/product.md). */
  'payment.status': tag({
    access: 'account',
    refusals: PAYMENT_REFUSALS,
    input: z.strictObject(envelope),
    output: z.object({
      mode: z.enum(['stripe', 'test', 'off']),
      subscription: z
        .object({
          period: z.enum(['monthly', 'annual']),
          status: z.string(),
          currentperiodend: z.string().nullable(),
          cancelatperiodend: z.enum(['true', 'false']),
        })
        .nullable(),
    }),
  }),
  /** An extension, local test mode only: the test portal cancels or switches the plan. */
  'payment.testmanage': tag({
    access: 'parent',
    refusals: ['test_portal_off', 'no_subscription_to_change', ...PAYMENT_REFUSALS],
    input: z.strictObject({
      ...envelope,
      action: z.enum(['cancel', 'monthly', 'annual'], {
        error: "action must be 'cancel', 'monthly' or 'annual'",
      }),
    }),
    output: z.object({ data: ParentDataSchema }),
  }),
} as const;
