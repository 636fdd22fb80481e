import { boolean, index, pgTable, text } from 'drizzle-orm/pg-core';
import { ownerParent } from './accounts';
import { at, createdAt } from './columns';

// Premium: the subscriptions and the payment events applied (docs/product.md "Plans").

/**
 * A parent's subscription as the provider last described it (docs/product.md "Plans"):
 * premium while `status` is active or trialing. Always rewritten from a fresh read of the
 * provider, never from the order in which webhooks happened to arrive.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: text('id').primaryKey(),
    parentId: ownerParent(),
    customerId: text('customer_id').notNull(),
    status: text('status').notNull(),
    period: text('period').notNull(),
    currentPeriodEnd: at('current_period_end'),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('subscriptions_parent_idx').on(t.parentId)],
);

/** Each Stripe event applied, under its id: a second delivery finds it and does nothing. */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: createdAt(),
});

/**
 * Local test mode (no Stripe key, docs/product.md "Plans"): our own stand-in for the provider's
 * checkout sessions and the subscription a paid one starts. Nothing here touches money.
 */
export const testCheckouts = pgTable('test_checkouts', {
  id: text('id').primaryKey(),
  parentId: ownerParent(),
  customerId: text('customer_id').notNull(),
  period: text('period').notNull(),
  /** open, paid or canceled. */
  status: text('status').notNull().default('open'),
  subscriptionId: text('subscription_id'),
  subscriptionStatus: text('subscription_status'),
  currentPeriodEnd: at('current_period_end'),
  createdAt: createdAt(),
});
