import { type Db, eq, tables } from '@mathsteps/db';
import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import type { Env } from '../env';
import type { Metrics } from '../http/metrics';
import { errorFacts } from '../logging';
import { paymentFailedEmail } from '../mail/emails/payment-failed';
import type { Mailer } from '../mail/mailer';
import type { PaymentProvider } from './provider';
import { applySubscription } from './subscriptions';

interface WebhookDeps {
  stripe: Stripe;
  env: Env;
  db: Db;
  payments: PaymentProvider;
  mailer: Mailer;
  now: () => Date;
  metrics?: Metrics;
}

const idOf = (value: unknown): string | undefined =>
  typeof value === 'string'
    ? value
    : typeof (value as { id?: unknown } | null)?.id === 'string'
      ? (value as { id: string }).id
      : undefined;

/** The subscription an event is about, wherever this event type keeps it. */
function subscriptionOf(event: Stripe.Event): string | undefined {
  const object = event.data.object as unknown as Record<string, unknown>;
  switch (event.type) {
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return idOf(object.id);
    case 'checkout.session.completed':
      return idOf(object.subscription);
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const parent = object.parent as { subscription_details?: { subscription?: unknown } } | null;
      return idOf(object.subscription) ?? idOf(parent?.subscription_details?.subscription);
    }
    default:
      return undefined;
  }
}

/** Real events (an invoice with its lines) run to 64 KB and more; the API's 16 KiB is too little. */
export const WEBHOOK_BODY_LIMIT = 1024 * 1024;

/**
 * POST /stripe/webhook (docs/product.md "Plans"): the signature is checked on the raw body; the
 * subscription is read afresh from Stripe rather than trusted from the event (events
 * come late and out of order); the event id is stored in the same transaction as its
 * effect, so a second delivery, even at the same moment, changes nothing.
 */
export function registerStripeWebhook(app: FastifyInstance, deps: WebhookDeps): void {
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    scope.post('/stripe/webhook', { bodyLimit: WEBHOOK_BODY_LIMIT }, async (request, reply) => {
      let event: Stripe.Event;
      try {
        event = deps.stripe.webhooks.constructEvent(
          request.body as Buffer,
          String(request.headers['stripe-signature'] ?? ''),
          deps.env.STRIPE_WEBHOOK_SECRET ?? '',
        );
      } catch {
        return reply
          .code(400)
          .send({ tag: 'stripe.webhook_error', reason: 'The signature is not valid' });
      }

      // Signed by Stripe, but an event without its object is nothing we can apply.
      const object = (event as { data?: { object?: unknown } }).data?.object;
      if (typeof object !== 'object' || object === null) {
        return reply
          .code(400)
          .send({ tag: 'stripe.webhook_error', reason: 'The event has no data object' });
      }
      // Stripe out of reach answers 503 with Retry-After (stripe-provider.ts): Stripe
      // delivers the event again later.
      const subscriptionId = subscriptionOf(event);
      const snapshot = subscriptionId
        ? await deps.payments.readSubscription(subscriptionId)
        : undefined;
      const applied = await deps.db.transaction(async (tx) => {
        const [fresh] = await tx
          .insert(tables.stripeEvents)
          .values({ id: event.id, type: event.type })
          .onConflictDoNothing()
          .returning();
        if (!fresh) return undefined;
        return snapshot ? applySubscription(tx, snapshot, deps.now()) : undefined;
      });

      // How late Stripe's events arrive and are applied: a growing lag means retries.
      if (typeof event.created === 'number') {
        deps.metrics?.webhookLag.observe(Math.max(0, deps.now().getTime() / 1000 - event.created));
      }
      if (event.type === 'invoice.payment_failed' && applied) {
        const [parent] = await deps.db
          .select()
          .from(tables.parents)
          .where(eq(tables.parents.id, applied.parentId));
        if (parent) {
          await deps.mailer
            .send(paymentFailedEmail(parent, `${deps.env.PUBLIC_URL}/manage-billing`))
            .catch((error: unknown) =>
              request.log.warn(errorFacts(error), 'payment-failed mail not sent'),
            );
        }
      }
      return reply.send({ received: true });
    });
  });
}
