import {
  ANY_TAG_REFUSALS,
  errorTag,
  parseInput,
  type TagSpec,
  TOO_DEEP_MESSAGE,
  UNSAFE_TEXT_MESSAGE,
  unsafeBody,
} from '@mathsteps/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorFacts } from '../logging';
import {
  ApiFailure,
  DATABASE_RETRY_AFTER_S,
  isDatabaseUnavailable,
  refusalAnswer,
} from './failure';
import { JsonText, type RequestContext, type RpcCaller } from './handler';

/** What the dispatcher adds to the app's context for each call. */
type PerCall = 'caller' | 'log' | 'request' | 'reply' | 'afterReply';

export interface DispatcherOptions<Ctx extends RequestContext & { caller: RpcCaller }> {
  contract: Record<string, TagSpec>;
  handlers: Record<string, (input: unknown, ctx: Ctx) => Promise<object | JsonText<object>>>;
  /** Establishes who is calling; throws ApiFailure(401) for a dead session. */
  identify: (
    request: FastifyRequest,
    reply: FastifyReply,
    usertoken: string | undefined,
  ) => Promise<Ctx['caller']>;
  /** The app's services, the same for every call. */
  context: Omit<Ctx, PerCall>;
  /**
   * A refusal its tag's contract does not list is logged as an error; strict (the tests),
   * the call fails with 500, so every test that meets a refusal checks the contract.
   */
  strictRefusals?: boolean;
}

/**
 * POST /api: `{ tag, ...fields }`. Validates the fields with the tag's strict schema,
 * checks the caller against the tag's access (deny by default), runs the handler and
 * answers `{ tag, ...output }`, or `{ tag: "<tag>_error", reason }` with a 4xx.
 */
export function registerDispatcher<Ctx extends RequestContext & { caller: RpcCaller }>(
  app: FastifyInstance,
  options: DispatcherOptions<Ctx>,
): void {
  const { contract, handlers, identify, context, strictRefusals } = options;
  const running = inFlight();
  // Fastify's close waits for open connections, not for handlers whose caller hung up:
  // those finish their work before the database is closed.
  app.addHook('onClose', () => running.idle());

  app.post('/api', async (request, reply) => {
    const body = request.body;
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      throw new ApiFailure(400, 'The request body must be a JSON object with a tag');
    }
    const { tag, ...fields } = body as Record<string, unknown>;
    if (typeof tag !== 'string' || !Object.hasOwn(contract, tag) || !Object.hasOwn(handlers, tag)) {
      throw new ApiFailure(
        400,
        typeof tag === 'string' ? `Unknown tag: ${tag.slice(0, 60)}` : 'tag is required',
      );
    }
    request.rpcTag = tag;
    const spec = contract[tag]!;
    const unsafe = unsafeBody(fields);
    if (unsafe === 'too deep') throw new ApiFailure(400, TOO_DEEP_MESSAGE);
    if (unsafe) {
      throw new ApiFailure(400, `${unsafe.join('.') || 'A field'}: ${UNSAFE_TEXT_MESSAGE}`);
    }
    const parsed = parseInput(spec.input, fields);
    if (!parsed.success) throw new ApiFailure(400, parsed.reason);

    const usertoken = (parsed.data as { usertoken?: string }).usertoken;
    const caller = await identify(request, reply, usertoken);
    admit(spec.access, caller);

    const answering = handlers[tag]!(parsed.data, {
      ...context,
      caller,
      log: request.log,
      request,
      reply,
      afterReply: (work: () => Promise<void>) => {
        // Started once the answer is sent (or its caller gone); counted, so a close waits.
        let started = false;
        const start = () => {
          if (started) return;
          started = true;
          void running.track(
            work().catch((error: unknown) => {
              request.log.error(errorFacts(error), 'work after the answer failed');
            }),
          );
        };
        reply.raw.once('finish', start);
        reply.raw.once('close', start);
      },
    } as Ctx);
    const output = await running.track(
      checkedRefusals(tag, spec, request, strictRefusals, answering),
    );
    if (output instanceof JsonText) {
      // `{"tag":"…",` + the output's fields: the text is sent without being parsed again.
      reply.type('application/json; charset=utf-8');
      return output.text === '{}' ? `{"tag":"${tag}"}` : `{"tag":"${tag}",${output.text.slice(1)}`;
    }
    return { tag, ...output };
  });
}

/**
 * The handler's answer; a refusal it throws that the tag's contract does not list (nor
 * ANY_TAG_REFUSALS) is logged as an error, or made a 500 when strict.
 */
async function checkedRefusals<T>(
  tag: string,
  spec: TagSpec,
  request: FastifyRequest,
  strict: boolean | undefined,
  work: Promise<T>,
): Promise<T> {
  try {
    return await work;
  } catch (error) {
    const code = error instanceof ApiFailure ? error.refusal?.code : undefined;
    const everywhere: readonly string[] = ANY_TAG_REFUSALS;
    if (code && !everywhere.includes(code) && !spec.refusals?.includes(code)) {
      const problem = `${tag} answered the refusal ${code}, which its contract does not list`;
      if (strict) throw new Error(problem);
      request.log.error({ tag, code }, problem);
    }
    throw error;
  }
}

/** Counts the handlers still at work, and tells when none are. */
function inFlight() {
  let count = 0;
  let waiting: (() => void)[] = [];
  return {
    async track<T>(work: Promise<T>): Promise<T> {
      count++;
      try {
        return await work;
      } finally {
        count--;
        if (count === 0) {
          for (const resolve of waiting) resolve();
          waiting = [];
        }
      }
    },
    idle(): Promise<void> {
      return count === 0 ? Promise.resolve() : new Promise((resolve) => waiting.push(resolve));
    },
  };
}

/**
 * Lets the caller through to a tag of this access, or refuses: 401 for a visitor, 403
 * otherwise (also for the server's other doors to a tag, the live board's stream).
 */
export function admit(access: TagSpec['access'], caller: RpcCaller): void {
  if (allowed(access, caller)) return;
  if (caller.role === 'visitor') throw ApiFailure.refusing(401, { code: 'not_signed_in' });
  // An adult's own tags wait for the address to be verified (decision 0022).
  if ((caller.role === 'parent' || caller.role === 'teacher') && caller.role === access) {
    throw ApiFailure.refusing(403, { code: 'check_your_email' });
  }
  throw ApiFailure.refusing(403, { code: 'not_allowed' });
}

function allowed(access: TagSpec['access'], caller: RpcCaller): boolean {
  switch (access) {
    case 'public':
      return true;
    case 'account':
      return caller.role === 'parent' || caller.role === 'teacher';
    case 'parent':
      return caller.role === 'parent' && caller.verified;
    case 'teacher':
      return caller.role === 'teacher' && caller.verified;
    case 'student':
      return caller.role === 'student';
    default:
      return false;
  }
}

/** Every failure, ours or Fastify's (415, 413, bad JSON), leaves in the one error shape. */
export function sendFailure(
  request: FastifyRequest,
  reply: FastifyReply,
  error: unknown,
): FastifyReply {
  const tag = errorTag(request.rpcTag);
  if (error instanceof ApiFailure) {
    return reply
      .code(error.status)
      .headers(error.headers)
      .send({ tag, reason: error.reason, ...error.refusal });
  }
  const status = (error as { statusCode?: number }).statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return reply.code(status).send({ tag, reason: clientErrorReason(status, error as Error) });
  }
  if (isDatabaseUnavailable(error)) {
    // Expected during a PostgreSQL restart: one warning line, no stack, and a fast answer.
    request.log.warn(errorFacts(error), 'database unavailable');
    return reply
      .code(503)
      .header('retry-after', String(DATABASE_RETRY_AFTER_S))
      .send(refusalAnswer(tag, { code: 'database_unavailable' }));
  }
  request.log.error({ tag: request.rpcTag, ...errorFacts(error) }, 'request failed');
  return reply
    .code(500)
    .send({ tag, reason: 'Something went wrong on our side. Please try again.' });
}

function clientErrorReason(status: number, error: Error): string {
  switch (status) {
    case 413:
      return 'The request is too large';
    case 415:
      return 'Requests must be sent as application/json';
    case 400:
      return (error as { code?: string }).code?.startsWith('FST_ERR_CTP')
        ? 'The request body is not valid JSON'
        : 'The request is not valid';
    default:
      return 'The request could not be handled';
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    rpcTag?: string;
  }
}
