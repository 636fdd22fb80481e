import { createHash, timingSafeEqual } from 'node:crypto';
import type { Database } from '@mathsteps/db';
import type { FastifyInstance } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { ApiFailure } from '../rpc/failure';

/**
 * What an operator watches (docs/operations.md "Monitoring"), in
 * Prometheus' text format at GET /metrics: calls per tag and status with their latency, the
 * database pool, the process (event-loop delay, heap, RSS: prom-client's defaults), e-mails
 * that failed and the weekly run. One registry per app: tests build many.
 */
export function createMetrics({ served }: { served: boolean }) {
  const registry = new Registry();
  // The process figures sample the event loop on a timer of their own: only when served.
  if (served) collectDefaultMetrics({ register: registry, prefix: 'mathsteps_' });
  const labelled = <T extends string>(name: string, help: string, labelNames: T[]) =>
    new Counter({ name, help, labelNames, registers: [registry] });
  return {
    registry,
    requests: labelled(
      'mathsteps_requests_total',
      'Answered requests, by API tag (or route) and status',
      ['tag', 'status'],
    ),
    latency: new Histogram({
      name: 'mathsteps_request_duration_seconds',
      help: 'Time to answer, by API tag (or route)',
      labelNames: ['tag'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [registry],
    }),
    refused: labelled('mathsteps_refused_by_limit_total', 'Calls refused with 429, by limit', [
      'limit',
    ]),
    webhookLag: new Histogram({
      name: 'mathsteps_stripe_webhook_lag_seconds',
      help: 'From a Stripe event created to applied here',
      buckets: [1, 5, 15, 60, 300, 900, 3600, 21600],
      registers: [registry],
    }),
    mailsFailed: labelled(
      'mathsteps_mails_failed_total',
      'E-mails the mail server did not take',
      [],
    ),
    weeklySent: labelled('mathsteps_weekly_emails_sent_total', 'Weekly summary e-mails sent', []),
    weeklyFailed: labelled(
      'mathsteps_weekly_emails_failed_total',
      'Weekly e-mail attempts that failed (each is retried, then dead-lettered)',
      [],
    ),
    weeklyDue: new Gauge({
      name: 'mathsteps_weekly_parents_due',
      help: 'Parents whose weekly e-mail the last fan-out enqueued',
      registers: [registry],
    }),
    weeklyLastSuccess: new Gauge({
      name: 'mathsteps_weekly_last_success_seconds',
      help: 'When this process last sent a weekly e-mail (Unix time)',
      registers: [registry],
    }),
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

/**
 * Counts every answer, and serves the figures to whoever holds METRICS_TOKEN (a bearer
 * token): not to the world. Without a token, /metrics says how to turn it on.
 */
export function registerMetrics(
  app: FastifyInstance,
  metrics: Metrics,
  { token, database }: { token: string | undefined; database: Database },
): void {
  if (!token) {
    app.get('/metrics', async (_request, reply) =>
      reply.code(404).send({ tag: 'error', reason: 'Set METRICS_TOKEN to serve metrics' }),
    );
    return;
  }
  // Counted only when served: nobody reads them otherwise, and every call would pay.
  app.addHook('onError', async (_request, _reply, error) => {
    if (error instanceof ApiFailure && error.limit) metrics.refused.inc({ limit: error.limit });
  });
  app.addHook('onResponse', async (request, reply) => {
    // The tag of an API call; for anything else its route, never a raw URL (unbounded).
    const tag = request.rpcTag ?? request.routeOptions.url ?? 'unknown';
    metrics.requests.inc({ tag, status: String(reply.statusCode) });
    metrics.latency.observe({ tag }, reply.elapsedTime / 1000);
  });
  const pool = database.pool;
  if (pool) {
    for (const [key, help] of [
      ['total', 'Connections the pool holds'],
      ['idle', 'Connections idle in the pool'],
      ['waiting', 'Queries waiting for a connection'],
    ] as const) {
      new Gauge({
        name: `mathsteps_db_pool_${key}`,
        help,
        registers: [metrics.registry],
        collect() {
          this.set(pool()[key]);
        },
      });
    }
  }
  app.get('/metrics', async (request, reply) => {
    if (!sameSecret(request.headers.authorization, `Bearer ${token}`)) {
      return reply.code(401).send({ tag: 'error', reason: 'A metrics token is required' });
    }
    reply.type(metrics.registry.contentType);
    return metrics.registry.metrics();
  });
}

/**
 * Whether a header holds the secret, compared in a time that does not tell how much of it
 * matched (hashes of equal length, compared with timingSafeEqual).
 */
function sameSecret(given: string | undefined, secret: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given ?? ''), digest(secret));
}
