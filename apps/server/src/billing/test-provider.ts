import { randomBytes } from 'node:crypto';
import { type Db, eq, tables } from '@mathsteps/db';
import type { BillingPeriod } from '@mathsteps/domain';
import { ApiFailure } from '../rpc/failure';
import type { PaymentProvider, SubscriptionSnapshot } from './provider';

const token = () => randomBytes(12).toString('hex');

/** One month or one year on from `from`: the test subscription's next billing date. */
export function periodEnd(from: Date, period: BillingPeriod): Date {
  const end = new Date(from);
  if (period === 'annual') end.setUTCFullYear(end.getUTCFullYear() + 1);
  else end.setUTCMonth(end.getUTCMonth() + 1);
  return end;
}

/**
 * Local test mode (no STRIPE_SECRET_KEY, docs/product.md "Plans"): checkout is a page of ours that
 * says it is a test, and "paying" there starts a subscription kept in test_checkouts.
 * No card, no money, no network.
 */
export function testProvider(db: Db): PaymentProvider {
  const checkoutRow = async (id: string) => {
    const [row] = await db
      .select()
      .from(tables.testCheckouts)
      .where(eq(tables.testCheckouts.id, id));
    if (!row) throw ApiFailure.refusing(404, { code: 'payment_not_found' });
    return row;
  };
  return {
    mode: 'test',
    async createCustomer() {
      return `cus_test_${token()}`;
    },
    async createCheckout({ parentId, customerId, period }) {
      const id = `cs_test_${token()}`;
      await db.insert(tables.testCheckouts).values({ id, parentId, customerId, period });
      return { id, url: `/test-checkout?session_id=${id}&plan=${period}` };
    },
    async readCheckout(sessionId) {
      const row = await checkoutRow(sessionId);
      return {
        id: row.id,
        customerId: row.customerId,
        paid: row.status === 'paid',
        subscriptionId: row.subscriptionId ?? undefined,
      };
    },
    async readSubscription(subscriptionId): Promise<SubscriptionSnapshot> {
      const [row] = await db
        .select()
        .from(tables.testCheckouts)
        .where(eq(tables.testCheckouts.subscriptionId, subscriptionId));
      if (!row) throw ApiFailure.refusing(404, { code: 'subscription_not_found' });
      return {
        id: subscriptionId,
        customerId: row.customerId,
        status: row.subscriptionStatus ?? 'incomplete',
        period: row.period as BillingPeriod,
        currentPeriodEnd: row.currentPeriodEnd,
        cancelAtPeriodEnd: false,
      };
    },
    async portalUrl() {
      return '/test-portal';
    },
    async cancelSubscription(subscriptionId) {
      await db
        .update(tables.testCheckouts)
        .set({ subscriptionStatus: 'canceled' })
        .where(eq(tables.testCheckouts.subscriptionId, subscriptionId));
    },
  };
}

/** The test checkout's Pay button: the session is paid and its subscription starts. */
export async function payTestCheckout(db: Db, sessionId: string, parentId: string, now: Date) {
  const [row] = await db
    .select()
    .from(tables.testCheckouts)
    .where(eq(tables.testCheckouts.id, sessionId));
  if (!row || row.parentId !== parentId)
    throw ApiFailure.refusing(404, { code: 'payment_not_found' });
  if (row.status === 'paid') return;
  await db
    .update(tables.testCheckouts)
    .set({
      status: 'paid',
      subscriptionId: `sub_test_${token()}`,
      subscriptionStatus: 'active',
      currentPeriodEnd: periodEnd(now, row.period as BillingPeriod),
    })
    .where(eq(tables.testCheckouts.id, sessionId));
}

/** The test portal: cancel the subscription, or switch it to the other plan. */
export async function changeTestSubscription(
  db: Db,
  subscriptionId: string,
  change: { status?: string; period?: BillingPeriod },
) {
  await db
    .update(tables.testCheckouts)
    .set({
      ...(change.status ? { subscriptionStatus: change.status } : {}),
      ...(change.period ? { period: change.period } : {}),
    })
    .where(eq(tables.testCheckouts.subscriptionId, subscriptionId));
}
