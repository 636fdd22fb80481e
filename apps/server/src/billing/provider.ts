import type { BillingPeriod } from '@mathsteps/domain';

/**
 * What we need of a payment provider (DESIGN.md §7.7). Stripe in production; our own
 * local test mode on a fresh install. Everything after these calls is the same code.
 */
export interface PaymentProvider {
  mode: 'stripe' | 'test';
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

/** Premium is an active or trialing subscription (DESIGN.md §7.5). */
export const PREMIUM_STATUSES = ['active', 'trialing'];
