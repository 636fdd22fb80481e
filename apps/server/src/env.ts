import { existsSync } from 'node:fs';
import { compile as compileTrust } from '@fastify/proxy-addr';
import { z } from 'zod';

/**
 * All configuration, parsed once at boot. A bad value stops the process with a message
 * that names the variable, instead of failing later in the middle of a request.
 */

const optionalText = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional();

const urlWithScheme = (schemes: string[], name: string) =>
  z
    .string()
    .trim()
    .transform((value) => value || undefined)
    .refine(
      (value) =>
        value === undefined || (URL.canParse(value) && schemes.includes(new URL(value).protocol)),
      `${name} must be a URL starting with ${schemes.map((s) => `${s}//`).join(' or ')}`,
    )
    .optional();

/** Every variable the server reads; `.env.example` and the README list each (env.test.ts). */
export const EnvFields = z.object({
  PORT: z.coerce
    .number({ error: 'PORT must be a whole number between 1 and 65535' })
    .int('PORT must be a whole number between 1 and 65535')
    .min(1, 'PORT must be a whole number between 1 and 65535')
    .max(65535, 'PORT must be a whole number between 1 and 65535')
    .default(3000),
  HOST: z.string().trim().min(1).default('localhost'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: urlWithScheme(['postgres:', 'postgresql:'], 'DATABASE_URL'),
  /**
   * Connections to PostgreSQL this process keeps. The default is measured, not guessed
   * (decision 0008, docs/operations.md): on 2 cores more connections only queue inside
   * PostgreSQL, fewer leave requests queueing in the pool.
   */
  DATABASE_POOL_SIZE: z.coerce
    .number({ error: 'DATABASE_POOL_SIZE must be a whole number from 1 to 100' })
    .int('DATABASE_POOL_SIZE must be a whole number from 1 to 100')
    .min(1, 'DATABASE_POOL_SIZE must be a whole number from 1 to 100')
    .max(100, 'DATABASE_POOL_SIZE must be a whole number from 1 to 100')
    .default(10),
  /** `transaction`: DATABASE_URL is a pooler in transaction mode (PgBouncer). */
  DATABASE_POOLER: z
    .enum(['transaction'], {
      error: 'DATABASE_POOLER can only be "transaction" (leave it unset for a direct connection)',
    })
    .optional(),
  /** Straight to PostgreSQL, for migrations, when DATABASE_URL is a pooler. */
  DATABASE_DIRECT_URL: urlWithScheme(['postgres:', 'postgresql:'], 'DATABASE_DIRECT_URL'),
  PUBLIC_URL: urlWithScheme(['http:', 'https:'], 'PUBLIC_URL'),
  SMTP_URL: urlWithScheme(['smtp:', 'smtps:'], 'SMTP_URL'),
  MAIL_FROM: z.string().trim().min(3).default('MathSteps <no-reply@mathsteps.local>'),
  SUPPORT_EMAIL: z
    .email({ error: 'SUPPORT_EMAIL must be an e-mail address' })
    .default('support@mathsteps.local'),
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  STRIPE_PRICE_MONTHLY: optionalText,
  STRIPE_PRICE_ANNUAL: optionalText,
  TRUST_PROXY: z
    .string()
    .trim()
    .optional()
    .transform((value, ctx) => {
      const trust = parseTrustProxy(value);
      if (trust === 'invalid') {
        ctx.addIssue({
          code: 'custom',
          message:
            'TRUST_PROXY must be a number of proxy hops (1) or a comma-separated list of proxy addresses (10.0.0.0/8, loopback)',
        });
        return z.NEVER;
      }
      return trust;
    }),
  PAYMENTS: z
    .enum(['test'], { error: 'PAYMENTS can only be "test" (leave it unset for Stripe)' })
    .optional(),
  /**
   * The key of the keyed hashes and signatures (limit counters, device cookies, Quick Facts
   * sessions: docs/operations.md "The server key").
   * Unset, a key made at the first start is kept in the database (table server_keys).
   */
  SECRET_KEY: z
    .string()
    .trim()
    .min(32, 'SECRET_KEY must be at least 32 characters long (openssl rand -base64 32)')
    .optional(),
  /** The bearer token GET /metrics asks for; without it /metrics is not served. */
  METRICS_TOKEN: z
    .string()
    .trim()
    .min(16, 'METRICS_TOKEN must be at least 16 characters long')
    .optional(),
  /**
   * Seconds a process keeps serving after SIGTERM with /readyz at 503, so that the load
   * balancer stops sending before the listener closes (decision 0011, docs/operations.md).
   */
  SHUTDOWN_DELAY: z.coerce
    .number({ error: 'SHUTDOWN_DELAY must be a whole number of seconds from 0 to 120' })
    .int('SHUTDOWN_DELAY must be a whole number of seconds from 0 to 120')
    .min(0, 'SHUTDOWN_DELAY must be a whole number of seconds from 0 to 120')
    .max(120, 'SHUTDOWN_DELAY must be a whole number of seconds from 0 to 120')
    .default(0),
  /**
   * On PostgreSQL a server finding migrations not yet applied says so and exits: they are
   * a release step (`npm run migrate`). `true` migrates at start instead (one process at a
   * time). PGlite always migrates at start.
   */
  MIGRATE_ON_START: z
    .enum(['true', 'false'], { error: 'MIGRATE_ON_START must be true or false' })
    .default('false')
    .transform((value) => value === 'true'),
  /**
   * Seconds one job (one parent's weekly e-mail) may run before another process takes it
   * over: it fits the time one e-mail takes, with room (decision 0011).
   */
  JOB_TIMEOUT: z.coerce
    .number({ error: 'JOB_TIMEOUT must be a whole number of seconds from 2 to 600' })
    .int('JOB_TIMEOUT must be a whole number of seconds from 2 to 600')
    .min(2, 'JOB_TIMEOUT must be a whole number of seconds from 2 to 600')
    .max(600, 'JOB_TIMEOUT must be a whole number of seconds from 2 to 600')
    .default(60),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent',
    })
    .default('info'),
});

export const EnvSchema = EnvFields.superRefine((env, ctx) => {
  if (env.DATABASE_POOLER && !env.DATABASE_DIRECT_URL) {
    ctx.addIssue({
      code: 'custom',
      path: ['DATABASE_DIRECT_URL'],
      message:
        'DATABASE_DIRECT_URL is required when DATABASE_POOLER is set: migrations need a connection straight to PostgreSQL',
    });
  }
})
  .superRefine((env, ctx) => {
    if (!env.STRIPE_SECRET_KEY) return;
    for (const key of [
      'STRIPE_WEBHOOK_SECRET',
      'STRIPE_PRICE_MONTHLY',
      'STRIPE_PRICE_ANNUAL',
    ] as const) {
      if (!env[key]) {
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: `${key} is required when STRIPE_SECRET_KEY is set`,
        });
      }
    }
  })
  .transform((env) => ({
    ...env,
    PUBLIC_URL: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
  }));

export type Env = z.infer<typeof EnvSchema>;

/**
 * X-Forwarded-For is believed only from the proxies named here (docs/operations.md
 * "Security"): by default from nobody, so a client cannot choose the address that its
 * limits are counted against.
 */
/** The most proxies TRUST_PROXY may count: a CDN, a load balancer and a few more. */
export const MAX_PROXY_HOPS = 5;

function parseTrustProxy(value: string | undefined): number | string[] | false | 'invalid' {
  if (!value || value === 'false' || value === '0') return false;
  // A hop count past a few proxies is a mistake, and would trust what clients write.
  if (/^\d+$/.test(value)) return Number(value) <= MAX_PROXY_HOPS ? Number(value) : 'invalid';
  const entries = value.split(',').map((entry) => entry.trim());
  // Checked by the library Fastify reads it with: "10.0.0.0/99" passed a looser check here
  // and crashed the boot with a stack trace (decision 0012).
  try {
    compileTrust(entries);
    return entries;
  } catch {
    return 'invalid';
  }
}

export class ConfigError extends Error {}

/** Parses `source` (process.env by default); throws ConfigError listing every bad variable. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  // An empty variable means "not set", as in most .env tooling.
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const result = EnvSchema.safeParse(present);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => {
    const name = String(issue.path[0] ?? '');
    const got = source[name];
    return `  ${issue.message}${got !== undefined ? ` (got ${JSON.stringify(got)})` : ''}`;
  });
  throw new ConfigError(`Configuration error:\n${lines.join('\n')}`);
}

/**
 * The configuration every entry point reads: `./.env` when there is one (real environment
 * variables win: loadEnvFile does not overwrite them), then the environment. The server
 * and `npm run weekly-email` both start here, so the e-mail's links are the server's.
 */
export function loadEnv(): Env {
  if (existsSync('.env')) process.loadEnvFile('.env');
  return parseEnv();
}
