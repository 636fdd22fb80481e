import type { TagSpec } from '@mathsteps/domain';
import { MAX_BODY_DEPTH, TOO_DEEP_MESSAGE } from '@mathsteps/domain';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerDispatcher, sendFailure } from './dispatcher';
import type { RequestContext, RpcCaller } from './handler';

type Context = RequestContext & { caller: RpcCaller };

/** The dispatcher with a contract of its own, to test access rules no real tag has yet. */
async function appWith(
  caller: RpcCaller,
  access: string,
  run: () => Promise<object> = async () => ({ ok: true }),
) {
  const app = Fastify();
  app.setErrorHandler((error, request, reply) => sendFailure(request, reply, error));
  const spec = { access, input: z.strictObject({}), output: z.object({}) } as unknown as TagSpec;
  registerDispatcher<Context>(app, {
    contract: { 'thing.get': spec },
    handlers: { 'thing.get': run },
    identify: async () => caller,
    context: {} as Omit<Context, 'caller' | 'log' | 'request' | 'reply'>,
  });
  return app;
}

const call = (app: Awaited<ReturnType<typeof appWith>>) =>
  app.inject({ method: 'POST', url: '/api', payload: { tag: 'thing.get' } });

describe('access per tag', () => {
  it.each([
    ['public', { role: 'visitor' }, 200],
    ['parent', { role: 'visitor' }, 401],
    ['parent', { role: 'student', studentId: 's' }, 403],
    ['parent', { role: 'parent', parentId: 'p', verified: true }, 200],
    ['parent', { role: 'parent', parentId: 'p', verified: false }, 403],
    ['account', { role: 'parent', parentId: 'p', verified: false }, 200],
    ['account', { role: 'student', studentId: 's' }, 403],
    ['account', { role: 'visitor' }, 401],
    ['student', { role: 'parent', parentId: 'p', verified: true }, 403],
    ['student', { role: 'student', studentId: 's' }, 200],
    ['admin', { role: 'parent', parentId: 'p', verified: true }, 403],
    [undefined, { role: 'parent', parentId: 'p', verified: true }, 403],
  ] as const)('%s tag, %o caller: %i', async (access, caller, status) => {
    const app = await appWith(caller as RpcCaller, access as string);
    const response = await call(app);
    expect(response.statusCode).toBe(status);
    if (access === 'parent' && caller.role === 'parent' && status === 403) {
      // The account waits for its address (docs/decisions/0022-usable-once-verified.md).
      expect(response.json().code).toBe('check_your_email');
    }
    if (status === 401) {
      expect(response.json()).toEqual({
        tag: 'thing.get_error',
        reason: 'Authentication token not found. Please log in again.',
        code: 'not_signed_in',
      });
    }
  });

  it('turns a bug in a handler into a 500 without details', async () => {
    const app = await appWith({ role: 'visitor' }, 'public', async () => {
      throw new Error('secret internals at handler.ts:12');
    });
    app.log.level = 'silent';
    const response = await call(app);
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      tag: 'thing.get_error',
      reason: 'Something went wrong on our side. Please try again.',
    });
  });
});

describe('bodies nested deep', () => {
  const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
  const post = async (depth: number) => {
    const app = await appWith({ role: 'visitor' }, 'public');
    return app.inject({
      method: 'POST',
      url: '/api',
      headers: { 'content-type': 'application/json' },
      payload: `{"tag":"thing.get","x":${nested(depth)}}`,
    });
  };

  it('refuses a body past the depth any call has, with a reason, however deep (never a 500)', async () => {
    for (const depth of [MAX_BODY_DEPTH, 4_000, 100_000]) {
      const answer = await post(depth);
      expect(answer.statusCode, `${depth} deep`).toBe(400);
      expect(answer.json().reason).toBe(TOO_DEEP_MESSAGE);
    }
    // One level less goes on to the tag's own schema (here: no such field).
    const within = await post(MAX_BODY_DEPTH - 1);
    expect(within.json().reason).toMatch(/Unknown field/);
  });
});

describe('the database away', () => {
  const wrapped = (cause: Error) => new Error('Failed query: select 1', { cause });
  const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
    code: 'ECONNREFUSED',
  });
  const shutdown = Object.assign(new Error('terminating connection'), { code: '57P01' });

  it.each([
    ['a refused connection', wrapped(refused)],
    ['an administrator shutdown', wrapped(shutdown)],
    ['a cut connection', new Error('Connection terminated unexpectedly')],
  ])('answers %s with 503 and Retry-After', async (_name, error) => {
    const app = await appWith({ role: 'visitor' }, 'public', async () => {
      throw error;
    });
    app.log.level = 'silent';
    const response = await call(app);
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toEqual({
      tag: 'thing.get_error',
      reason: 'MathSteps is briefly unavailable. Please try again in a moment.',
      code: 'database_unavailable',
    });
  });

  it('keeps a query bug a 500', async () => {
    const app = await appWith({ role: 'visitor' }, 'public', async () => {
      throw wrapped(Object.assign(new Error('column "x" does not exist'), { code: '42703' }));
    });
    app.log.level = 'silent';
    expect((await call(app)).statusCode).toBe(500);
  });
});

describe('closing', () => {
  it('waits for handlers still at work before the database may close', async () => {
    let finish = () => {};
    let started = () => {};
    const handlerStarted = new Promise<void>((resolve) => {
      started = resolve;
    });
    const events: string[] = [];
    const app = await appWith({ role: 'visitor' }, 'public', async () => {
      started();
      await new Promise<void>((resolve) => {
        finish = resolve;
      });
      events.push('handler finished');
      return { ok: true };
    });
    const response = call(app);
    await handlerStarted;
    const closed = app.close().then(() => events.push('closed'));
    // However many turns of the event loop pass, the close waits for the handler.
    for (let turn = 0; turn < 20; turn++) await new Promise((resolve) => setImmediate(resolve));
    expect(events).toEqual([]);
    finish();
    await closed;
    expect(events).toEqual(['handler finished', 'closed']);
    expect((await response).statusCode).toBe(200);
  });
});
