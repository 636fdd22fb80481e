import { randomUUID } from 'node:crypto';
import { isIP } from 'node:net';
import fastifyCookie from '@fastify/cookie';
import type { Database } from '@mathsteps/db';
import { API_BODY_MAX_BYTES, contract } from '@mathsteps/domain';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type Stripe from 'stripe';
import { loadServerKeys } from './auth/keys';
import { secureCookies } from './auth/sessions';
import { paymentMode, paymentsOff } from './billing/provider';
import { stripeFromEnv, stripeProvider } from './billing/stripe-provider';
import { testProvider } from './billing/test-provider';
import { registerStripeWebhook } from './billing/webhook';
import { type OpenedDatabase, openDatabase } from './database';
import type { Env } from './env';
import { handlers as defaultHandlers } from './handlers';
import type { HandlerContext, HandlerTable } from './handlers/context';
import { freeProblemSet } from './handlers/publicmath.get';
import { createMetrics, type Metrics, registerMetrics } from './http/metrics';
import { registerSameOriginGuard, registerSecurityHeaders } from './http/security';
import { registerSpa } from './http/spa';
import { identifyCaller } from './learning/callers';
import { loggerOptions } from './logging';
import { createMailer, type Mailer } from './mail/mailer';
import { registerBoardStream } from './reports/board-stream';
import { registerOneClickUnsubscribe } from './reports/unsubscribe';
import { registerDispatcher, sendFailure } from './rpc/dispatcher';

export interface AppDeps {
  env: Env;
  database: Database;
  /** The clock; tests pass a fixed one. */
  now?: () => Date;
  /** Fastify's logger option: `false` in most tests, a pino config in production. */
  logger?: FastifyServerOptions['logger'];
  /** Folder of the built web app; undefined serves the API only. */
  webDist?: string;
  /** Where e-mail goes; by default SMTP_URL or the outbox folder. */
  mailer?: Mailer;
  /** The Stripe SDK; tests point it at a loopback fake. By default from STRIPE_SECRET_KEY. */
  stripe?: Stripe;
  /** Replaces handlers (tests of the dispatcher itself). */
  handlers?: Partial<HandlerTable>;
  /** Tests: a refusal its tag's contract does not list fails the call (src/rpc/dispatcher.ts). */
  strictRefusals?: boolean;
}

/** The mailer, each message it could not send counted for /metrics. */
function countingFailures(mailer: Mailer, metrics: Metrics): Mailer {
  return {
    ...mailer,
    async send(message) {
      try {
        await mailer.send(message);
      } catch (error) {
        metrics.mailsFailed.inc();
        throw error;
      }
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's mailer, for work outside requests (the weekly e-mail). */
    mailer: Mailer;
    /** Set at SIGTERM: /readyz answers 503 while requests are still served. */
    stopping: boolean;
    /** What /metrics serves; the weekly run counts its e-mails here. */
    metrics: Metrics;
  }
}

/** The contract's 16 KiB: anything larger is refused with 413. */
export const BODY_LIMIT = API_BODY_MAX_BYTES;

/** TRUST_PROXY as Fastify takes it: a hop count trusts that many proxies nearest to us. */
function trustProxy(
  setting: Env['TRUST_PROXY'],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  return (_address, hop) => hop < setting;
}

/** The longest a request may take to arrive, headers and body (docs/operations.md, "Input"). */
export const REQUEST_TIMEOUT_MS = 30_000;
/** How often Node looks for requests past their time. */
const TIMEOUT_CHECK_MS = 5_000;

/** Builds the whole HTTP application without listening, so tests can use `inject`. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { env, database } = deps;
  const app = Fastify({
    logger: deps.logger ?? false,
    bodyLimit: BODY_LIMIT,
    genReqId: () => randomUUID(),
    // Ids come from us only: a client-chosen id could be used to forge log lines.
    requestIdHeader: false,
    // The client's address is the socket's unless an operator names the proxy in front.
    trustProxy: trustProxy(env.TRUST_PROXY),
    // A request whose headers or body trickle in is cut off (408): thousands of slow bodies
    // held sockets open for good (docs/operations.md, "Input"). Node checks both limits on its
    // own interval (30 s by default, so a request was cut at 60-90 s): checked every 5 s,
    // a request is cut within 30-35 s.
    requestTimeout: REQUEST_TIMEOUT_MS,
    http: { headersTimeout: REQUEST_TIMEOUT_MS, connectionsCheckingInterval: TIMEOUT_CHECK_MS },
  });

  // The client's address counts the per-address limits: what is not an address in
  // X-Forwarded-For (a client may write anything there) is left out before it is read. The
  // proxies we trust append real addresses, so the trusted hops stay where they were.
  if (env.TRUST_PROXY !== false) {
    app.addHook('onRequest', async (request) => {
      const forwarded = request.raw.headers['x-forwarded-for'];
      if (forwarded === undefined) return;
      request.raw.headers['x-forwarded-for'] = [forwarded]
        .flat()
        .flatMap((header) => header.split(','))
        .map((entry) => entry.trim())
        .filter((entry) => isIP(entry) !== 0)
        .join(', ');
    });
  }

  // JSON only: without a parser for other types Fastify answers 415 (docs/architecture.md "One request").
  app.removeContentTypeParser(['text/plain']);
  app.setErrorHandler((error, request, reply) => sendFailure(request, reply, error));
  const https = secureCookies(env);
  const now = deps.now ?? (() => new Date());
  registerSecurityHeaders(app, { https });
  await app.register(fastifyCookie);
  registerSameOriginGuard(app);

  app.get('/healthz', async () => ({ status: 'ok' }));
  // A stopping process says so first, and keeps serving while the load balancer notices.
  app.decorate('stopping', false);
  app.get('/readyz', async (_request, reply) => {
    if (app.stopping) return reply.code(503).send({ status: 'shutting down' });
    const ready = await database.ping();
    return reply.code(ready ? 200 : 503).send({ status: ready ? 'ready' : 'database unreachable' });
  });

  const metrics = createMetrics({ served: env.METRICS_TOKEN !== undefined });
  app.decorate('metrics', metrics);
  registerMetrics(app, metrics, { token: env.METRICS_TOKEN, database });
  const mailer = countingFailures(deps.mailer ?? createMailer(env, app.log), metrics);
  app.decorate('mailer', mailer);
  // Idle connections to the mail server close now; one delivering a message finishes it.
  app.addHook('onClose', async () => mailer.close?.());
  // Without a Stripe key a local server runs the whole payment flow in test mode
  // (docs/product.md "Plans"); a public one takes no payments (docs/operations.md).
  const stripe = deps.stripe ?? stripeFromEnv(env);
  const mode = paymentMode(env, stripe !== undefined);
  const payments =
    mode === 'stripe' && stripe
      ? stripeProvider(stripe, env)
      : mode === 'test'
        ? testProvider(database.db)
        : paymentsOff();
  if (mode === 'off') {
    app.log.warn(
      'Payments are not set up: PUBLIC_URL is not this machine (localhost), or HOST listens beyond it, and STRIPE_SECRET_KEY is not set. ' +
        'Checkout answers "Payments are not set up on this server." (set PAYMENTS=test for test payments).',
    );
  }

  registerDispatcher<HandlerContext>(app, {
    contract,
    handlers: { ...defaultHandlers, ...deps.handlers } as never,
    strictRefusals: deps.strictRefusals,
    identify: (request, reply, usertoken) =>
      identifyCaller(database.db, request, reply, usertoken, now(), https),
    context: {
      db: database.db,
      database,
      env,
      now,
      keys: await loadServerKeys(database.db, env.SECRET_KEY),
      mailer,
      payments,
    },
  });
  if (mode === 'stripe' && stripe)
    registerStripeWebhook(app, { stripe, env, db: database.db, payments, mailer, now, metrics });
  registerOneClickUnsubscribe(app, database.db);
  registerBoardStream(app, {
    db: database.db,
    now,
    identify: (request, reply) =>
      identifyCaller(database.db, request, reply, undefined, now(), https),
  });

  await registerSpa(
    app,
    deps.webDist,
    { supportEmail: env.SUPPORT_EMAIL },
    // A visitor's first free problems come with the page: publicmath.get's
    // answer, without the two calls (device id, then the set) it otherwise waits for.
    { '/free-problems': () => freeProblemSet() },
  );
  return app;
}

/**
 * The app as a process runs it: on the database `env` names (migrated first), with the
 * production logger and the built web app. src/main.ts starts it; the journeys' clocked server
 * (apps/server/test/clocked-server.ts) starts it with a clock of its own.
 */
export async function openApp(
  env: Env,
  paths: { migrationsFolder: string; webDist: string },
  now?: () => Date,
): Promise<{ app: FastifyInstance; opened: OpenedDatabase }> {
  const opened = await openDatabase(env, paths.migrationsFolder);
  const app = await buildApp({
    env,
    database: opened.database,
    logger: loggerOptions(env.LOG_LEVEL),
    webDist: paths.webDist,
    ...(now && { now }),
  });
  return { app, opened };
}
