import type { BillingPeriod } from '@mathsteps/domain';
import Stripe from 'stripe';
import type { Env } from '../env';
import { ApiFailure } from '../rpc/failure';
import {
  PAYMENTS_RETRY_AFTER_S,
  type PaymentProvider,
  type SubscriptionSnapshot,
} from './provider';

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? '');

/**
 * Stripe out of reach (network, or Stripe's own 5xx) is a 503 with Retry-After for the
 * caller, like the database away; anything else Stripe says is a bug of ours (500).
 */
function unreachable(error: unknown): boolean {
  return (
    error instanceof Stripe.errors.StripeConnectionError ||
    (error instanceof Stripe.errors.StripeAPIError && (error.statusCode ?? 0) >= 500)
  );
}

function reachingStripe(provider: PaymentProvider): PaymentProvider {
  const guarded = { ...provider };
  for (const name of Object.keys(provider) as (keyof PaymentProvider)[]) {
    const call = provider[name];
    if (typeof call !== 'function') continue;
    (guarded as unknown as Record<string, unknown>)[name] = async (...args: unknown[]) => {
      try {
        return await (call as (...a: unknown[]) => Promise<unknown>)(...args);
      } catch (error) {
        if (!unreachable(error)) throw error;
        throw ApiFailure.refusing(
          503,
          { code: 'payments_unreachable' },
          { 'retry-after': String(PAYMENTS_RETRY_AFTER_S) },
        );
      }
    };
  }
  return guarded;
}

/** The official SDK against Stripe (or, in tests, against a loopback fake of it). */
export function stripeProvider(stripe: Stripe, env: Env): PaymentProvider {
  return reachingStripe(stripeCalls(stripe, env));
}

function stripeCalls(stripe: Stripe, env: Env): PaymentProvider {
  const prices: Record<BillingPeriod, string> = {
    monthly: env.STRIPE_PRICE_MONTHLY ?? '',
    annual: env.STRIPE_PRICE_ANNUAL ?? '',
  };
  const periodOf = (priceId: string): BillingPeriod =>
    priceId === prices.annual ? 'annual' : 'monthly';

  return {
    mode: 'stripe',
    async createCustomer(parent) {
      const customer = await stripe.customers.create(
        { email: parent.email, name: parent.name, metadata: { parentId: parent.id } },
        { idempotencyKey: `customer-${parent.id}` },
      );
      return customer.id;
    },
    async createCheckout({ parentId, customerId, period, key }) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'subscription',
          customer: customerId,
          client_reference_id: parentId,
          line_items: [{ price: prices[period], quantity: 1 }],
          success_url: `${env.PUBLIC_URL}/payment-success?session_id={CHECKOUT_SESSION_ID}`,
          cancel_url: `${env.PUBLIC_URL}/stripe/canceled`,
          metadata: { parentId, period },
        },
        { idempotencyKey: `checkout-${parentId}-${key}` },
      );
      if (!session.url) throw new Error('Stripe gave no checkout URL');
      return { id: session.id, url: session.url };
    },
    async readCheckout(sessionId) {
      const session = await stripe.checkout.sessions.retrieve(sessionId);
      return {
        id: session.id,
        customerId: idOf(session.customer),
        paid: session.status === 'complete' && session.payment_status === 'paid',
        subscriptionId: idOf(session.subscription) || undefined,
      };
    },
    async readSubscription(subscriptionId): Promise<SubscriptionSnapshot> {
      const subscription = await stripe.subscriptions.retrieve(subscriptionId);
      const item = subscription.items.data[0];
      // Newer API versions keep the period on the item; older ones on the subscription.
      const end =
        (item as { current_period_end?: number } | undefined)?.current_period_end ??
        (subscription as { current_period_end?: number }).current_period_end;
      return {
        id: subscription.id,
        customerId: idOf(subscription.customer),
        status: subscription.status,
        period: periodOf(item?.price.id ?? ''),
        currentPeriodEnd: end ? new Date(end * 1000) : null,
        cancelAtPeriodEnd: subscription.cancel_at_period_end,
      };
    },
    async portalUrl(customerId) {
      const session = await stripe.billingPortal.sessions.create({
        customer: customerId,
        return_url: `${env.PUBLIC_URL}/manage-billing`,
      });
      return session.url;
    },
    async cancelSubscription(subscriptionId) {
      await stripe.subscriptions.cancel(subscriptionId);
    },
  };
}

/** The SDK as configured by the environment; tests pass their own, pointed at a fake. */
export function stripeFromEnv(env: Env): Stripe | undefined {
  return env.STRIPE_SECRET_KEY ? new Stripe(env.STRIPE_SECRET_KEY) : undefined;
}
