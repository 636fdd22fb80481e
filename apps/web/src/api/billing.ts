import type { BillingPeriod } from '@mathsteps/domain';
import { queryOptions } from '@tanstack/react-query';
import { rpc } from '../lib/rpc-client';

/**
 * Goes to the checkout for a plan: Stripe's page, or our test checkout in local test
 * mode. The product's `sessionid` (a timestamp) makes a double click one checkout.
 */
export async function startCheckout(period: BillingPeriod): Promise<void> {
  const { redirect } = await rpc('payment.checkout', {
    priceid: period,
    sessionid: String(Date.now()),
  });
  window.location.assign(redirect);
}

/** Opens the billing portal: Stripe's Customer Portal, or our test portal. */
export async function openBillingPortal(): Promise<void> {
  const { redirect } = await rpc('payment.manage', {});
  if (!redirect) throw new Error('No redirect URL received from server');
  window.location.assign(redirect);
}

/** The parent's plan, its status and next billing date (payment.status). */
export const billingStatusQuery = queryOptions({
  queryKey: ['payment.status'],
  queryFn: () => rpc('payment.status', {}),
});
