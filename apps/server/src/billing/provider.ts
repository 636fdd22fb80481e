import type { BillingPeriod } from '@mathsteps/domain';
import type { Env } from '../env';
import { ApiFailure } from '../rpc/failure';

/**
 * What we need of a payment provider (docs/product.md "Plans"). Stripe in production; our own
 * local test mode on a fresh install. Everything after these calls is the same code.
 */
export interface PaymentProvider {
  /** `off`: a public server without Stripe keys, where every payment call is refused. */
  mode: 'stripe' | 'test' | 'off';
  /** Creates the provider's customer for a parent, once (idempotent by parent id). */
  createCustomer(parent: { id: string; email: string; name: string }): Promise<string>;
  /** A checkout for one plan; `key` makes a repeated request create nothing new. */
  createCheckout(input: {
    parentId: string;
    customerId: string;
    period: BillingPeriod;
    key: string;
  }): Promise<{ id: string; url: string }>;
  readCheckout(sessionId: string): Promise<CheckoutSnapshot>;
  readSubscription(subscriptionId: string): Promise<SubscriptionSnapshot>;
  /** Where a parent manages payment method and plan. */
  portalUrl(customerId: string): Promise<string>;
  /** Ends a subscription at once: its parent's account is being deleted. */
  cancelSubscription(subscriptionId: string): Promise<void>;
}

export interface CheckoutSnapshot {
  id: string;
  customerId: string;
  /** Paid and complete: only then does it start premium. */
  paid: boolean;
  subscriptionId?: string;
}

export interface SubscriptionSnapshot {
  id: string;
  customerId: string;
  status: string;
  period: BillingPeriod;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
}

/** Premium is an active or trialing subscription (docs/product.md "Plans"). */
export const PREMIUM_STATUSES = ['active', 'trialing'];

/** Subscriptions that will never bill again; any other is cancelled before an account goes. */
export const ENDED_STATUSES = ['canceled', 'incomplete_expired'];

/** Seconds to wait before trying again while Stripe cannot be reached. */
export const PAYMENTS_RETRY_AFTER_S = 30;

/**
 * A public server (https PUBLIC_URL) without Stripe keys must not hand out premium through
 * the local test checkout: it takes no payments at all until Stripe is configured.
 */
export function paymentsOff(): PaymentProvider {
  const refuse = async (): Promise<never> => {
    throw ApiFailure.refusing(503, { code: 'payments_off' });
  };
  return {
    mode: 'off',
    createCustomer: refuse,
    createCheckout: refuse,
    readCheckout: refuse,
    readSubscription: refuse,
    portalUrl: refuse,
    cancelSubscription: refuse,
  };
}

/**
 * Which payments this server takes (docs/operations.md "Payment modes"): Stripe with a
 * key; the local test checkout when PAYMENTS=test or when the server is this machine's
 * alone (PUBLIC_URL on localhost or a loopback address, and listening on loopback only);
 * otherwise none. A public server on plain http, or one listening on every interface with
 * the default PUBLIC_URL, gave free premium to anyone.
 */
export function paymentMode(env: Pick<Env, 'PAYMENTS' | 'PUBLIC_URL' | 'HOST'>, stripe: boolean) {
  if (env.PAYMENTS === 'test') return 'test';
  if (stripe) return 'stripe';
  return isLoopback(new URL(env.PUBLIC_URL).hostname) && isLoopback(env.HOST) ? 'test' : 'off';
}

/** Whether a host name or address is this machine's alone. */
function isLoopback(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '');
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host === '::1' ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host)
  );
}
