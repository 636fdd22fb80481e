import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A loopback fake of the few Stripe endpoints we use, so the official SDK runs for real
 * in tests (this machine cannot reach Stripe). It keeps customers, checkout sessions and
 * subscriptions in memory and honours Idempotency-Key like Stripe does. `pay` plays the
 * customer paying on Stripe's page.
 */
export interface FakeStripe {
  stripe: Stripe;
  customers: Map<string, Record<string, unknown>>;
  sessions: Map<string, Record<string, unknown>>;
  subscriptions: Map<string, Record<string, unknown>>;
  /** The customer pays the session: it completes and its subscription starts. */
  pay(sessionId: string, priceId: string): string;
  setSubscription(id: string, change: Record<string, unknown>): void;
  /** While true every connection is dropped, as when Stripe cannot be reached. */
  unreachable: boolean;
  close(): Promise<void>;
}

/** Stripe's form encoding, read back into nested objects ("metadata[parentId]=..."). */
function parseForm(body: string): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, '').split('[');
    let node = result as Record<string, unknown>;
    for (const part of path.slice(0, -1)) {
      node[part] ??= {};
      node = node[part] as Record<string, unknown>;
    }
    node[path.at(-1)!] = value;
  }
  return result;
}

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const customers = new Map<string, Record<string, unknown>>();
  const sessions = new Map<string, Record<string, unknown>>();
  const subscriptions = new Map<string, Record<string, unknown>>();
  const replies = new Map<string, unknown>();
  let counter = 0;
  const next = (prefix: string) => `${prefix}_fake${++counter}`;
  const periodEnd = () => Math.floor(Date.now() / 1000) + 30 * 86_400;

  const handle = (method: string, url: string, form: Record<string, unknown>) => {
    const [, , resource, id, action] = url.split('?')[0]!.split('/');
    if (method === 'POST' && resource === 'customers') {
      const customer = { id: next('cus'), object: 'customer', ...form };
      customers.set(customer.id, customer);
      return customer;
    }
    if (method === 'POST' && resource === 'checkout' && id === 'sessions') {
      const session = {
        id: next('cs'),
        object: 'checkout.session',
        url: `https://checkout.stripe.test/pay/${counter}`,
        status: 'open',
        payment_status: 'unpaid',
        subscription: null,
        ...form,
      };
      sessions.set(session.id, session);
      return session;
    }
    if (method === 'GET' && resource === 'checkout' && id === 'sessions' && action) {
      return sessions.get(action);
    }
    if (method === 'GET' && resource === 'subscriptions' && id) return subscriptions.get(id);
    if (method === 'DELETE' && resource === 'subscriptions' && id && subscriptions.has(id)) {
      return Object.assign(subscriptions.get(id)!, { status: 'canceled' });
    }
    if (method === 'POST' && resource === 'billing_portal') {
      return {
        id: next('bps'),
        object: 'billing_portal.session',
        url: 'https://billing.stripe.test/p/1',
      };
    }
    return undefined;
  };

  const server = createServer(async (request, response) => {
    if (fake.unreachable) {
      request.socket.destroy();
      return;
    }
    const form = parseForm(await bodyOf(request));
    const key = request.headers['idempotency-key'];
    const remembered = typeof key === 'string' ? replies.get(key) : undefined;
    const answer = remembered ?? handle(request.method ?? 'GET', request.url ?? '/', form);
    if (typeof key === 'string' && answer) replies.set(key, answer);
    response.setHeader('content-type', 'application/json');
    if (!answer) {
      response.statusCode = 404;
      response.end(
        JSON.stringify({ error: { type: 'invalid_request_error', message: 'No such object' } }),
      );
      return;
    }
    response.end(JSON.stringify(answer));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const fake: FakeStripe = {
    unreachable: false,
    stripe: new Stripe('sk_test_fake', {
      host: '127.0.0.1',
      port,
      protocol: 'http',
      maxNetworkRetries: 0,
    }),
    customers,
    sessions,
    subscriptions,
    pay(sessionId, priceId) {
      const session = sessions.get(sessionId)!;
      const subscription = {
        id: next('sub'),
        object: 'subscription',
        customer: session.customer,
        status: 'active',
        cancel_at_period_end: false,
        items: {
          object: 'list',
          data: [{ id: next('si'), price: { id: priceId }, current_period_end: periodEnd() }],
        },
      };
      subscriptions.set(subscription.id, subscription);
      Object.assign(session, {
        status: 'complete',
        payment_status: 'paid',
        subscription: subscription.id,
      });
      return subscription.id;
    },
    setSubscription(id, change) {
      Object.assign(subscriptions.get(id)!, change);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return fake;
}
