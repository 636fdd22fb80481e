import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ownerParent, parents, students } from './accounts';
import { at, createdAt, randomId } from './columns';

// Sessions, codes and the counters that limit guessing (docs/operations.md, "Security").

/**
 * A signed-in browser (docs/operations.md "Security"): only SHA-256 of the token is kept. Sliding expiry
 * (`expiresAt`, 7 days from the last use) within an absolute limit of 30 days.
 */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    parentId: uuid('parent_id').references(() => parents.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id').references(() => students.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
    absoluteExpiresAt: at('absolute_expires_at').notNull(),
  },
  (t) => [
    index('sessions_parent_idx').on(t.parentId),
    // Ended sessions are cleared at each sign-in: without it, a scan of every session.
    index('sessions_expires_idx').on(t.expiresAt),
    check('sessions_one_owner', sql`(${t.parentId} is null) <> (${t.studentId} is null)`),
  ],
);

/**
 * One pending e-mail verification per parent (docs/operations.md "Security"): an 8-digit code (10 minutes,
 * 5 tries) and a link token (24 hours), both single use and stored hashed.
 */
export const emailVerifications = pgTable(
  'email_verifications',
  {
    parentId: ownerParent({ primaryKey: true }),
    /** The address this verifies: a change of e-mail makes older records useless. */
    email: text('email').notNull(),
    codeHash: text('code_hash'),
    codeExpiresAt: at('code_expires_at').notNull(),
    codeFailures: integer('code_failures').notNull().default(0),
    linkHash: text('link_hash').notNull(),
    linkExpiresAt: at('link_expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('email_verifications_link_key').on(t.linkHash)],
);

/**
 * One pending password reset per parent (docs/decisions/0023-password-reset.md): the link's
 * token stored only as a hash, for 60 minutes, with the address it was mailed to; a newer
 * request replaces it, use deletes it, a change of address voids it.
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    parentId: ownerParent({ primaryKey: true }),
    tokenHash: text('token_hash').notNull(),
    /** The address the link was mailed to: only there does it set a password or verify. */
    email: text('email'),
    expiresAt: at('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('password_resets_token_key').on(t.tokenHash)],
);

/**
 * The previous release's limit events, superseded by throttle_counters. Left in place so
 * that instances of that release keep working during a rolling deploy; the next migration
 * drops it.
 */
export const throttleEvents = pgTable(
  'throttle_events',
  {
    id: randomId(),
    key: text('key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('throttle_events_key_idx').on(t.key, t.createdAt)],
);

/**
 * The server's secret keys, made once by the first process that needs them, so
 * a fresh install has them with no setup and every instance uses the same: the keyed hash
 * of e-mails and handles in `throttle_counters`, and the signature of device cookies.
 * SECRET_KEY, when set, is used instead (docs/operations.md "Security").
 */
export const serverKeys = pgTable('server_keys', {
  name: text('name').primaryKey(),
  secret: text('secret').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});

/**
 * One counter per limited thing (a login per account and address, e-mails per parent...),
 * counting attempts in a fixed window that opens at the first attempt. Claimed with one
 * upsert before the work is done, so simultaneous requests cannot all pass (docs/operations.md "Security").
 */
export const throttleCounters = pgTable(
  'throttle_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    windowStartedAt: at('window_started_at').notNull(),
  },
  (t) => [index('throttle_counters_window_idx').on(t.windowStartedAt)],
);

/**
 * The devices a sign-in remembered (auth/logins.ts, docs/decisions/0024-remembered-devices.md).
 * The cookie names the device; only a row here makes it count. A change of the password or
 * passcode deletes the account's rows, so every device remembered under the old one is a
 * stranger again; a few are kept per account, the least recently used dropped first.
 */
export const loginDevices = pgTable(
  'login_devices',
  {
    /** The keyed hash of the role and login name, as in the cookie: never the e-mail. */
    account: text('account').notNull(),
    nonce: text('nonce').notNull(),
    usedAt: at('used_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.account, t.nonce] })],
);
