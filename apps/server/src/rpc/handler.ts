import type { Database, Db, tables } from '@mathsteps/db';
import type { Tag, TagOutput, TagParams } from '@mathsteps/domain';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { PaymentProvider } from '../billing/provider';
import type { Env } from '../env';
import type { Mailer } from '../mail/mailer';

/**
 * Who is calling, as established from the session cookie or `usertoken`. A student's row
 * comes with their session in one query: the children's calls are the busiest.
 */
export type Caller =
  | { role: 'visitor' }
  | { role: 'parent'; parentId: string; tokenHash: string }
  | {
      role: 'student';
      studentId: string;
      student: typeof tables.students.$inferSelect;
      tokenHash: string;
    };

/** Everything a handler may use. Handlers never reach for globals (clock, env, db). */
export interface HandlerContext {
  db: Db;
  database: Database;
  env: Env;
  now: () => Date;
  mailer: Mailer;
  /** Stripe, or local test mode (DESIGN.md §7.7). */
  payments: PaymentProvider;
  caller: Caller;
  log: FastifyBaseLogger;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type Handler<T extends Tag> = (
  input: TagParams<T>,
  ctx: HandlerContext,
) => Promise<Omit<TagOutput<T>, 'tag'>>;

export type HandlerTable = { [T in Tag]: Handler<T> };
