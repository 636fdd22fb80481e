import type { Database, Db } from '@mathsteps/db';
import type { Tag, TagOutput, TagParams } from '@mathsteps/domain';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { Env } from '../env';
import type { Mailer } from '../mail/mailer';

/**
 * What the transport knows of handlers (docs/architecture.md, "The floors"): the request
 * and the process's own parts. The app adds its services and the caller it identifies
 * (handlers/context.ts); the dispatcher needs of the caller only what access is checked on.
 */

/** Who is calling, as far as the access check needs to know. */
export type RpcCaller =
  | { role: 'visitor' }
  | { role: 'parent'; verified: boolean }
  | { role: 'teacher'; verified: boolean }
  | { role: 'student' };

/** The request and the process's parts, for every handler. Handlers reach for no globals. */
export interface RequestContext {
  db: Db;
  database: Database;
  env: Env;
  now: () => Date;
  mailer: Mailer;
  log: FastifyBaseLogger;
  request: FastifyRequest;
  reply: FastifyReply;
  /**
   * Work done after the answer is sent, so the answer does not tell by its time what the work
   * found; a failure is logged. The server's close waits for it.
   */
  afterReply(work: () => Promise<void>): void;
}

/**
 * An output already written as JSON text, sent as it is: for answers kept ready serialised
 * (the free-problem sets). `T` is the output it stands for, so a handler still promises
 * its contract's shape; the tests parse such answers with the contract.
 */
export class JsonText<T> {
  declare readonly output?: T;
  constructor(readonly text: string) {}
}

/** A tag's handler, given the app's context `Ctx`. */
export type RpcHandler<T extends Tag, Ctx> = (
  input: TagParams<T>,
  ctx: Ctx,
) => Promise<Omit<TagOutput<T>, 'tag'> | JsonText<Omit<TagOutput<T>, 'tag'>>>;

/** A handler for every tag: a tag without one fails to compile. */
export type RpcHandlerTable<Ctx> = { [T in Tag]: RpcHandler<T, Ctx> };
