import type { BillingPeriod } from '@mathsteps/domain';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { parentProfileOf, saveSession } from '../lib/session';
import { rpc } from './rpc';

/**
 * The parent's plan (docs/product.md "Plans"): its status, the checkout and the billing portal
 * (Stripe's, or this server's test pages in local test mode). A write that leaves for another
 * page stays busy once it succeeded (`isPending || isSuccess`): the page is on its way out.
 */

/** The parent's plan, its status and next billing date (payment.status). */
export const billingStatusQuery = queryOptions({
  queryKey: ['payment.status'],
  queryFn: () => rpc('payment.status', {}),
});

/**
 * Goes to the checkout for a plan. The product's `sessionid` (a timestamp) makes a double click
 * one checkout. Called from /pricing, a visitor's page without the query cache: a call, which
 * fails or leaves the page (it stays pending while the checkout's page loads).
 */
export async function startCheckout(period: BillingPeriod): Promise<never> {
  const { redirect } = await rpc('payment.checkout', {
    priceid: period,
    sessionid: String(Date.now()),
  });
  window.location.assign(redirect);
  return new Promise<never>(() => {});
}

/** Opens the billing portal: Stripe's Customer Portal, or our test portal. */
export function useBillingPortal() {
  return useMutation({
    mutationFn: async () => {
      const { redirect } = await rpc('payment.manage', {});
      if (!redirect) throw new Error('No redirect URL received from server');
      window.location.assign(redirect);
    },
  });
}

/** /payment-success confirms the checkout's session; the parent's plan comes back with it. */
export function usePaymentConfirmation() {
  return useMutation({
    mutationFn: async (sessionid: string) => {
      const { data } = await rpc('payment.success', { sessionid });
      saveSession(parentProfileOf(data));
    },
  });
}

/** Local test mode's checkout: Pay goes on as a real payment would; answers where to go next. */
export function useTestPayment() {
  return useMutation({
    mutationFn: async (sessionid: string) => (await rpc('payment.testpay', { sessionid })).redirect,
  });
}

/** Local test mode's portal: switch the plan or cancel, as Stripe's Customer Portal would. */
export function useTestPortal() {
  return useMutation({
    mutationFn: async (action: 'cancel' | 'monthly' | 'annual') => {
      const { data } = await rpc('payment.testmanage', { action });
      saveSession(parentProfileOf(data));
    },
  });
}
