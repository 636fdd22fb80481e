import { type Refusal, refusalEnglish } from '@mathsteps/domain';

/**
 * Thrown by a handler for an expected failure: the dispatcher answers `status` with
 * `{ tag: "<tag>_error", reason }`, and for a refusal said by a code (`refusing`) its `code`
 * and `params` too. Anything else thrown is a bug and becomes a 500.
 */
export class ApiFailure extends Error {
  refusal?: Refusal;

  constructor(
    readonly status: number,
    readonly reason: string,
    readonly headers: Record<string, string> = {},
    /** The limit a 429 is for (a name of LIMITS), counted in /metrics. */
    readonly limit?: string,
  ) {
    super(reason);
  }

  /**
   * A refusal a person can meet, by its code: a screen says it in its own language
   * (packages/domain/src/rpc/refusals.ts); `reason` is its English.
   */
  static refusing(
    status: number,
    refusal: Refusal,
    headers: Record<string, string> = {},
    limit?: string,
  ): ApiFailure {
    const failure = new ApiFailure(status, refusalEnglish(refusal), headers, limit);
    failure.refusal = refusal;
    return failure;
  }
}

/**
 * A refusal answered outside a handler (the database away, the mail apps' unsubscribe), in
 * the one failure shape: the tag, the English reason, the code and its parameters.
 */
export function refusalAnswer(tag: string, refusal: Refusal) {
  return { tag, reason: refusalEnglish(refusal), ...refusal };
}

/** Seconds a client should wait before retrying while the database is away. */
export const DATABASE_RETRY_AFTER_S = 5;

// node-postgres socket errors and PostgreSQL's "connection exception" and "operator
// intervention" classes (08, 57P): the server is down, starting or shutting down.
const UNAVAILABLE_CODES =
  /^(ECONNREFUSED|ECONNRESET|EPIPE|ETIMEDOUT|EHOSTUNREACH|08...|57P0[1-3])$/;
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended unexpectedly/i;

/**
 * True when `error` (or what it wraps: Drizzle wraps the driver's error in `cause`) says
 * the database cannot be reached, as opposed to a bug: the request then gets a fast 503
 * and the pool reconnects by itself once PostgreSQL is back.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && UNAVAILABLE_CODES.test(code)) return true;
    if (UNAVAILABLE_MESSAGES.test(current.message)) return true;
    current = current.cause;
  }
  return false;
}

/** PostgreSQL's code for a unique index refusing a row. */
export const UNIQUE_VIOLATION = '23505';
