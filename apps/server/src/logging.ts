import type { FastifyServerOptions } from 'fastify';

/**
 * Fastify's pino logger, set so that nothing secret reaches the logs: no cookies, no
 * authorization header, and no query strings (an e-mail link carries its token there).
 */
export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
      censor: '[redacted]',
    },
    serializers: {
      req(request) {
        return {
          method: request.method,
          url: stripQuery(request.url),
          remoteAddress: request.ip,
        };
      },
    },
  };
}

export function stripQuery(url: string): string {
  const at = url.indexOf('?');
  return at === -1 ? url : `${url.slice(0, at)}?[redacted]`;
}

/**
 * What a log line may say about an error: the classes it is wrapped in, its SQLSTATE or
 * system code and where it was thrown. Never its message: a failed query's message holds
 * the query's parameters (password hashes, e-mails, children's names, contact text), and a
 * mail server's names the recipient.
 */
export function errorFacts(error: unknown): {
  errorClass: string;
  sqlState?: string;
  code?: string;
  at?: string[];
} {
  const classes: string[] = [];
  let code: string | undefined;
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current !== undefined && current !== null; depth++) {
    classes.push(current instanceof Error ? current.constructor.name : typeof current);
    const own = (current as { code?: unknown }).code;
    if (code === undefined && typeof own === 'string' && /^[A-Z][A-Z0-9_]{1,40}$/.test(own)) {
      code = own;
    }
    current = current instanceof Error ? current.cause : undefined;
  }
  const state = sqlState(error);
  const frames =
    error instanceof Error
      ? (error.stack ?? '')
          .split('\n')
          .filter((line) => line.startsWith('    at '))
          .slice(0, 6)
          .map((line) => line.trim())
      : [];
  return {
    errorClass: classes.join(' < '),
    ...(state ? { sqlState: state } : code ? { code } : {}),
    ...(frames.length > 0 ? { at: frames } : {}),
  };
}

/**
 * The SQLSTATE of a database error (Drizzle wraps the driver's error in `cause`), or
 * undefined for anything else: what a log line may say about a failed query.
 */
export function sqlState(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = current.cause;
  }
  return undefined;
}
