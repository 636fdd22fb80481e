import type { Database, Db, tables } from '@mathsteps/db';
import type { Subject, Tag, TagOutput, TagParams } from '@mathsteps/domain';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { SessionStudent, SubjectRow } from '../accounts/students';
import type { ServerKeys } from '../auth/keys';
import type { PaymentProvider } from '../billing/provider';
import type { Env } from '../env';
import type { Mailer } from '../mail/mailer';

/** The subject and local date of a finished assignment. */
export type WorkDay = Pick<typeof tables.assignmentHistory.$inferSelect, 'subject' | 'localDate'>;

/**
 * Who is calling, as established from the session cookie or `usertoken`. A student's row,
 * subjects, plan and last week's work come with their session in one query: the children's
 * calls are the busiest, and student.mathget needs nothing more.
 */
export type Caller =
  | { role: 'visitor' }
  | {
      role: 'parent';
      parentId: string;
      /** Whether the parent's address is verified: most of an account waits for it. */
      verified: boolean;
      tokenHash: string;
    }
  | {
      role: 'student';
      studentId: string;
      /** Every column of the student's row but the password's hash. */
      student: SessionStudent;
      /** Level, schedule and last completion per subject. */
      subjects: Map<Subject, SubjectRow>;
      /** Whether the parent's plan is premium (billing/subscriptions.ts's rule). */
      premium: boolean;
      /** The days of the work finished on the last RECENT_DAYS UTC dates, in no order. */
      workDays: WorkDay[];
      tokenHash: string;
    };

/** Everything a handler may use. Handlers never reach for globals (clock, env, db). */
export interface HandlerContext {
  db: Db;
  database: Database;
  env: Env;
  now: () => Date;
  /** Keyed hashes and signatures with the server's secret (auth/keys.ts). */
  keys: ServerKeys;
  mailer: Mailer;
  /** Stripe, or local test mode (DESIGN.md §7.7). */
  payments: PaymentProvider;
  caller: Caller;
  log: FastifyBaseLogger;
  request: FastifyRequest;
  reply: FastifyReply;
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

export type Handler<T extends Tag> = (
  input: TagParams<T>,
  ctx: HandlerContext,
) => Promise<Omit<TagOutput<T>, 'tag'> | JsonText<Omit<TagOutput<T>, 'tag'>>>;

export type HandlerTable = { [T in Tag]: Handler<T> };
