import { tables } from '@mathsteps/db';
import { prehashPassword } from '@mathsteps/domain';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type SmtpSink, startSmtpSink } from '../../../../test/smtp-sink';
import { burst, listen, statusCounts } from '../../test/burst';
import { type FakeStripe, startFakeStripe } from '../../test/fake-stripe';
import {
  captureLog,
  createTestApp,
  sessionCookieOf,
  type TestApp,
  testEnv,
} from '../../test/test-app';

const WEBHOOK_SECRET = 'whsec_test_secret';
const PRICES = { STRIPE_PRICE_MONTHLY: 'price_monthly', STRIPE_PRICE_ANNUAL: 'price_annual' };

let t: TestApp;

async function addStudent(cookie: string, accountname: string) {
  return t.call(
    {
      tag: 'student.create',
      firstname: 'Kid',
      lastname: accountname,
      accountname,
      accountpassword: await prehashPassword(accountname, '1234'),
      gradelevel: '2',
    },
    { cookie },
  );
}

const studentLogin = async (accountname: string) =>
  t.call({
    tag: 'student.connect',
    accountname,
    accountpassword: await prehashPassword(accountname, '1234'),
    timezone: 'UTC',
  });

describe('Stripe mode, the official SDK against a loopback fake', () => {
  let fake: FakeStripe;
  let smtp: SmtpSink;
  beforeAll(async () => {
    smtp = await startSmtpSink();
  });
  afterAll(() => smtp.close());
  beforeEach(async () => {
    fake = await startFakeStripe();
    t = await createTestApp({
      env: testEnv({
        STRIPE_SECRET_KEY: 'sk_test_fake',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        SMTP_URL: smtp.url,
        ...PRICES,
      }),
      stripe: fake.stripe,
    });
  });
  afterEach(async () => {
    await t.close();
    await fake.close();
  });

  /** A parent with a paid annual subscription, and its id at the fake. */
  async function premiumParent() {
    const parent = await t.registerParent();
    const call = (body: object) => t.call(body, { cookie: parent.cookie });
    await call({ tag: 'payment.checkout', priceid: 'annual' });
    const [sessionId] = [...fake.sessions.keys()];
    const subscriptionId = fake.pay(sessionId!, 'price_annual');
    await call({ tag: 'payment.success', sessionid: sessionId });
    return { ...parent, call, subscriptionId };
  }

  const deliver = (event: object, { timestamp }: { timestamp?: number } = {}) => {
    const payload = JSON.stringify(event);
    const signature = fake.stripe.webhooks.generateTestHeaderString({
      payload,
      secret: WEBHOOK_SECRET,
      ...(timestamp ? { timestamp } : {}),
    });
    return t.app.inject({
      method: 'POST',
      url: '/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload,
    });
  };
  const UPDATED = 'customer.subscription.updated';
  const subscriptionEvent = (
    id: string,
    type: string,
    subscriptionId: string,
    status = 'active',
  ) => ({
    id,
    object: 'event',
    type,
    data: { object: { id: subscriptionId, object: 'subscription', status } },
  });
  const premiumOf = async (cookie: string) =>
    (await t.call({ tag: 'user.get' }, { cookie })).json().data.userpremium;

  it('creates the customer once and answers the checkout URL', async () => {
    const parent = await t.registerParent();
    const call = (body: object) => t.call(body, { cookie: parent.cookie });
    const first = await call({
      tag: 'payment.checkout',
      priceid: 'monthly',
      sessionid: '1700000000',
    });
    expect(first.json().redirect).toMatch(/^https:\/\/checkout\.stripe\.test\//);
    const again = await call({
      tag: 'payment.checkout',
      priceid: 'monthly',
      sessionid: '1700000000',
    });
    expect(again.json().redirect).toBe(first.json().redirect);
    await call({ tag: 'payment.checkout', priceid: 'annual' });
    expect(fake.customers.size).toBe(1);
    expect(fake.sessions.size).toBe(2);
    const session = [...fake.sessions.values()][0]!;
    expect(session).toMatchObject({
      mode: 'subscription',
      line_items: { '0': { price: 'price_monthly' } },
      success_url: 'http://localhost:3000/payment-success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://localhost:3000/stripe/canceled',
    });
  });

  it('starts premium for a paid session only, and only for its own parent', async () => {
    const parent = await t.registerParent();
    const call = (body: object) => t.call(body, { cookie: parent.cookie });
    await call({ tag: 'payment.checkout', priceid: 'annual' });
    const [sessionId] = [...fake.sessions.keys()];
    const unpaid = await call({ tag: 'payment.success', sessionid: sessionId });
    expect(unpaid.statusCode).toBe(402);
    expect(unpaid.json().code).toBe('payment_not_confirmed');
    expect(await premiumOf(parent.cookie)).toBe('false');

    fake.pay(sessionId!, 'price_annual');
    const stranger = await t.registerParent({ email: 'lee@example.com' });
    const stolen = await t.call(
      { tag: 'payment.success', sessionid: sessionId },
      { cookie: stranger.cookie },
    );
    expect(stolen.statusCode).toBe(404);

    const paid = await call({ tag: 'payment.success', sessionid: sessionId });
    expect(paid.json().data).toMatchObject({ userpremium: 'true', studentsMax: 4 });
    const status = (await call({ tag: 'payment.status' })).json();
    expect(status).toMatchObject({
      mode: 'stripe',
      subscription: { period: 'annual', status: 'active', cancelatperiodend: 'false' },
    });
    expect((await call({ tag: 'payment.manage' })).json().redirect).toBe(
      'https://billing.stripe.test/p/1',
    );
    const testpay = await call({ tag: 'payment.testpay', sessionid: sessionId });
    expect(testpay.statusCode).toBe(403);
  });

  it('applies a signed webhook, and refuses a tampered body and a stale timestamp', async () => {
    const parent = await premiumParent();
    fake.setSubscription(parent.subscriptionId, { status: 'canceled' });
    const event = subscriptionEvent('evt_1', UPDATED, parent.subscriptionId);

    const payload = JSON.stringify(event);
    const signature = fake.stripe.webhooks.generateTestHeaderString({
      payload,
      secret: WEBHOOK_SECRET,
    });
    const tampered = await t.app.inject({
      method: 'POST',
      url: '/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload: payload.replace('evt_1', 'evt_2'),
    });
    expect(tampered.statusCode).toBe(400);
    const stale = await deliver(event, { timestamp: Math.floor(Date.now() / 1000) - 600 });
    expect(stale.statusCode).toBe(400);
    expect(await premiumOf(parent.cookie)).toBe('true');

    expect((await deliver(event)).statusCode).toBe(200);
    expect(await premiumOf(parent.cookie)).toBe('false');
  });

  it('measures how late an event is applied, for /metrics', async () => {
    const parent = await premiumParent();
    const event = {
      ...subscriptionEvent('evt_late', UPDATED, parent.subscriptionId),
      // Created two minutes ago: Stripe retried it, or it queued.
      created: Math.floor(Date.now() / 1000) - 120,
    };
    expect((await deliver(event)).statusCode).toBe(200);
    const lag = await t.app.metrics.registry.getSingleMetricAsString(
      'mathsteps_stripe_webhook_lag_seconds',
    );
    expect(lag).toContain('mathsteps_stripe_webhook_lag_seconds_count 1');
    expect(lag).toContain('mathsteps_stripe_webhook_lag_seconds_bucket{le="60"} 0');
    expect(lag).toContain('mathsteps_stripe_webhook_lag_seconds_bucket{le="300"} 1');
  });

  it('applies a real-sized event of 64 KB, and refuses a signed event without data', async () => {
    const parent = await premiumParent();
    fake.setSubscription(parent.subscriptionId, { status: 'canceled' });
    const event = subscriptionEvent('evt_big', UPDATED, parent.subscriptionId);
    // An invoice's lines and metadata make real events this large.
    Object.assign(event.data.object, { lines: 'x'.repeat(64 * 1024) });
    expect((await deliver(event)).statusCode).toBe(200);
    expect(await premiumOf(parent.cookie)).toBe('false');

    const bare = await deliver({ id: 'evt_bare', object: 'event', type: 'invoice.paid' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().reason).toBe('The event has no data object');
    // The API itself keeps its 16 KiB limit.
    const big = await t.call({ tag: 'device.create', devicetype: 'x'.repeat(20_000) });
    expect(big.statusCode).toBe(413);
  });

  it('answers 503 with Retry-After while Stripe cannot be reached, and nothing changes', async () => {
    const parent = await premiumParent();
    fake.unreachable = true;
    const checkout = await t.registerParent({ email: 'second@example.com' });
    for (const answer of [
      await t.call({ tag: 'payment.checkout', priceid: 'monthly' }, { cookie: checkout.cookie }),
      await parent.call({ tag: 'payment.success', sessionid: 'cs_fake1' }),
      await deliver(subscriptionEvent('evt_down', UPDATED, parent.subscriptionId)),
      await parent.call({ tag: 'user.delete', currentpassword: parent.emailpassword }),
    ]) {
      expect(answer.statusCode).toBe(503);
      expect(answer.headers['retry-after']).toBe('30');
      expect(answer.json().reason).toBe(
        'Payments are briefly unavailable. Please try again in a few minutes.',
      );
    }
    // The account was not deleted while its subscription could not be cancelled.
    expect(await premiumOf(parent.cookie)).toBe('true');
    fake.unreachable = false;
    // Delivered again once Stripe is back, the event is applied.
    expect(
      (await deliver(subscriptionEvent('evt_down', UPDATED, parent.subscriptionId))).statusCode,
    ).toBe(200);
  });

  it('cancels the subscription at Stripe before deleting the account', async () => {
    const parent = await premiumParent();
    const deleted = await parent.call({
      tag: 'user.delete',
      currentpassword: parent.emailpassword,
    });
    expect(deleted.statusCode).toBe(200);
    expect(fake.subscriptions.get(parent.subscriptionId)!.status).toBe('canceled');
    expect(await t.database.db.select().from(tables.parents)).toHaveLength(0);
  });

  it('applies the same event delivered twice at once only once', async () => {
    const parent = await premiumParent();
    const failed = {
      id: 'evt_failed',
      object: 'event',
      type: 'invoice.payment_failed',
      data: { object: { id: 'in_1', object: 'invoice', subscription: parent.subscriptionId } },
    };
    smtp.messages.length = 0;
    const answers = await Promise.all([deliver(failed), deliver(failed)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(await t.database.db.select().from(tables.stripeEvents)).toHaveLength(1);
    await smtp.waitFor('dana@example.com', /payment did not go through/);
    expect(
      smtp.messages.filter((mail) => /payment did not go through/.test(mail.subject ?? '')),
    ).toHaveLength(1);
  });

  it('stays canceled when an older "updated" arrives after "deleted", and ignores unknown types', async () => {
    const parent = await premiumParent();
    fake.setSubscription(parent.subscriptionId, { status: 'canceled' });
    await deliver(
      subscriptionEvent(
        'evt_del',
        'customer.subscription.deleted',
        parent.subscriptionId,
        'canceled',
      ),
    );
    const late = await deliver(
      subscriptionEvent('evt_old', UPDATED, parent.subscriptionId, 'active'),
    );
    expect(late.statusCode).toBe(200);
    expect(await premiumOf(parent.cookie)).toBe('false');

    const unknown = await deliver({
      id: 'evt_x',
      object: 'event',
      type: 'customer.tax_id.created',
      data: { object: { id: 'txi_1' } },
    });
    expect(unknown.statusCode).toBe(200);
    expect(await premiumOf(parent.cookie)).toBe('false');
  });
});

describe('local test mode (no Stripe key)', () => {
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(() => t.close());

  it('pays on our test checkout, lifts the limit to 4, and cancelling pauses all but one', async () => {
    const parent = await t.registerParent();
    const call = (body: object) => t.call(body, { cookie: parent.cookie });
    await addStudent(parent.cookie, 'ana');
    expect((await addStudent(parent.cookie, 'ben')).statusCode).toBe(403);

    const checkout = (await call({ tag: 'payment.checkout', priceid: 'monthly' })).json();
    const sessionid = /session_id=(cs_test_\w+)/.exec(checkout.redirect)![1];
    expect(checkout.redirect).toBe(`/test-checkout?session_id=${sessionid}&plan=monthly`);
    expect((await call({ tag: 'payment.success', sessionid })).statusCode).toBe(402);
    expect((await call({ tag: 'payment.testpay', sessionid })).json().redirect).toBe(
      `/payment-success?session_id=${sessionid}`,
    );
    const success = (await call({ tag: 'payment.success', sessionid })).json();
    expect(success.data).toMatchObject({ userpremium: 'true', studentsMax: 4 });
    expect((await call({ tag: 'payment.checkout', priceid: 'annual' })).statusCode).toBe(409);

    for (const name of ['ben', 'cat', 'dan']) {
      expect((await addStudent(parent.cookie, name)).statusCode).toBe(200);
    }
    const fifth = await addStudent(parent.cookie, 'eve');
    expect(fifth.json().code).toBe('premium_student_limit');
    const list = (await call({ tag: 'user.get' })).json().students;
    expect(list.every((student: { premium: string }) => student.premium === 'true')).toBe(true);

    const status = (await call({ tag: 'payment.status' })).json();
    expect(status.subscription).toMatchObject({ period: 'monthly', status: 'active' });
    expect((await call({ tag: 'payment.manage' })).json().redirect).toBe('/test-portal');
    expect(
      (await call({ tag: 'payment.testmanage', action: 'annual' })).json().data.userpremium,
    ).toBe('true');

    const canceled = (await call({ tag: 'payment.testmanage', action: 'cancel' })).json();
    expect(canceled.data).toMatchObject({ userpremium: 'false', studentsMax: 1 });
    const paused = (await call({ tag: 'user.get' })).json().students;
    expect(
      paused.map((s: { accountname: string; paused: string }) => [s.accountname, s.paused]),
    ).toEqual([
      ['ana', 'false'],
      ['ben', 'true'],
      ['cat', 'true'],
      ['dan', 'true'],
    ]);
    expect(await t.database.db.select().from(tables.students)).toHaveLength(4);
    expect((await studentLogin('ben')).json().code).toBe('student_resting');

    const switched = (await call({ tag: 'student.activate', accountname: 'ben' })).json();
    expect(switched.students.map((s: { paused: string }) => s.paused)).toEqual([
      'true',
      'false',
      'true',
      'true',
    ]);
    expect(sessionCookieOf(await studentLogin('ben'))).toMatch(/^ms_token=/);
    expect((await studentLogin('ana')).statusCode).toBe(403);
  });
  it('takes 20 simultaneous "make active" calls for 4 students without a 5xx, one student active', async () => {
    const parent = await t.registerParent();
    const call = (body: object) => t.call(body, { cookie: parent.cookie });
    await t.buyTestPremium(parent.cookie);
    const names = ['ana', 'ben', 'cat', 'dan'];
    for (const name of names) expect((await addStudent(parent.cookie, name)).statusCode).toBe(200);
    await call({ tag: 'payment.testmanage', action: 'cancel' });

    const url = await listen(t.app);
    const answers = await burst(
      url,
      20,
      (i) => ({ tag: 'student.activate', accountname: names[i % 4] }),
      () => ({ cookie: parent.cookie }),
    );
    expect(statusCounts(answers)).toEqual({ 200: 20 });
    const students = (await call({ tag: 'user.get' })).json().students;
    expect(students.filter((s: { paused: string }) => s.paused === 'false')).toHaveLength(1);
  });
});

describe('a public server without Stripe keys', () => {
  const PUBLIC = { PUBLIC_URL: 'https://maths.example.org', NODE_ENV: 'production' };
  afterEach(() => t.close());

  it('grants no premium: checkout and the test pay answer that payments are not set up, and start-up warns', async () => {
    const { stream, text } = captureLog();
    t = await createTestApp({ env: testEnv(PUBLIC), logger: { level: 'warn', stream } });
    expect(text()).toMatch(
      /Payments are not set up: PUBLIC_URL is not this machine \(localhost\), or HOST listens beyond it, and STRIPE_SECRET_KEY/,
    );
    const parent = await t.registerParent();
    const call = (body: object) => t.call(body, { cookie: parent.cookie });

    const checkout = await call({ tag: 'payment.checkout', priceid: 'monthly' });
    expect(checkout.statusCode).toBe(503);
    expect(checkout.json().reason).toBe('Payments are not set up on this server.');
    const testPay = await call({ tag: 'payment.testpay', sessionid: 'cs_test_1' });
    expect(testPay.json().reason).toBe('Payments are not set up on this server.');
    expect((await call({ tag: 'payment.status' })).json().mode).toBe('off');
    expect((await call({ tag: 'user.get' })).json().data.userpremium).toBe('false');
    expect(await t.database.db.select().from(tables.testCheckouts)).toHaveLength(0);
  });

  it('grants no premium on a public server on plain http either; this machine keeps the test checkout', async () => {
    const cases: [string, string, 'off' | 'test'][] = [
      ['http://maths.example.org', 'localhost', 'off'],
      ['http://10.0.0.5:3000', 'localhost', 'off'],
      ['http://localhost:3000', 'localhost', 'test'],
      ['http://127.0.0.1:3310', '127.0.0.1', 'test'],
      ['http://[::1]:3000', '::1', 'test'],
      // Listening on every interface (or one of them) with the default PUBLIC_URL: public.
      ['http://localhost:3000', '0.0.0.0', 'off'],
      ['http://localhost:3000', '::', 'off'],
      ['http://localhost:3000', '192.168.1.20', 'off'],
    ];
    for (const [index, [url, host, mode]] of cases.entries()) {
      // The last app is closed by afterEach.
      if (index > 0) await t.close();
      t = await createTestApp({
        env: testEnv({ PUBLIC_URL: url, HOST: host, NODE_ENV: 'production' }),
      });
      const parent = await t.registerParent();
      const call = (body: object) => t.call(body, { cookie: parent.cookie });
      expect((await call({ tag: 'payment.status' })).json().mode, `${url} on ${host}`).toBe(mode);
      if (mode === 'off') {
        const testPay = await call({ tag: 'payment.testpay', sessionid: 'cs_test_1' });
        expect(testPay.json().reason).toBe('Payments are not set up on this server.');
        expect((await call({ tag: 'user.get' })).json().data.userpremium).toBe('false');
      }
    }
  });

  it('takes test payments there only when PAYMENTS=test says so', async () => {
    t = await createTestApp({ env: testEnv({ ...PUBLIC, PAYMENTS: 'test' }) });
    const parent = await t.registerParent();
    const checkout = await t.call(
      { tag: 'payment.checkout', priceid: 'monthly' },
      { cookie: parent.cookie },
    );
    expect(checkout.json().redirect).toMatch(/^\/test-checkout\?session_id=cs_test_/);
  });
});
