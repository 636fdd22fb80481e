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

export const EnvSchema = z
  .object({
    PORT: z.coerce
      .number({ error: 'PORT must be a whole number between 1 and 65535' })
      .int('PORT must be a whole number between 1 and 65535')
      .min(1, 'PORT must be a whole number between 1 and 65535')
      .max(65535, 'PORT must be a whole number between 1 and 65535')
      .default(3000),
    HOST: z.string().trim().min(1).default('localhost'),
    DATA_DIR: z.string().trim().min(1).default('./data'),
    DATABASE_URL: urlWithScheme(['postgres:', 'postgresql:'], 'DATABASE_URL'),
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
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
        error: 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent',
      })
      .default('info'),
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
