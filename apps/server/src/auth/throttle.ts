import { type Db, eq, inArray, sql, tables } from '@mathsteps/db';
import { ApiFailure } from '../rpc/failure';

/**
 * Limits counted in the database (DESIGN.md §6, docs/operations.md "Security"), so that
 * several server processes count together.
 *
 * An attempt is claimed before the work it limits is done (a password weighed, an e-mail
 * sent): one upsert per key that counts it only while the key is under its limit. Claims
 * on the same key queue on its row, so of 200 simultaneous guesses exactly `max` pass.
 * A window opens at the first attempt and lasts `windowMs`; at its end the count starts
 * again, so a patient attacker gets at most 2 × max across a window boundary.
 */
export interface Limit {
  max: number;
  windowMs: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const LIMITS = {
  /** Wrong passwords for one account from one address: what one stranger can try. */
  parentLoginPerAccountAndAddress: { max: 10, windowMs: 15 * MINUTE },
  /** Wrong passwords for one account from everywhere: the ceiling against many addresses. */
  parentLoginPerAccount: { max: 50, windowMs: 15 * MINUTE },
  /** Wrong passwords from one address, any account: guessing across accounts. */
  parentLoginPerAddress: { max: 30, windowMs: 15 * MINUTE },
  studentLoginPerAccountAndAddress: { max: 10, windowMs: HOUR },
  studentLoginPerAccount: { max: 30, windowMs: HOUR },
  /** A school's children share one address: room for a class's typing mistakes. */
  studentLoginPerAddress: { max: 50, windowMs: HOUR },
  /** Verification e-mails per parent, and per recipient (e-mail changes aimed at one). */
  verificationEmails: { max: 3, windowMs: 10 * MINUTE },
  signUpsPerAddress: { max: 10, windowMs: HOUR },
  /** student.create, which answers "handle taken": a family adds a few children. */
  studentCreatesPerParent: { max: 20, windowMs: HOUR },
  studentCreatesPerAddress: { max: 30, windowMs: HOUR },
  contactMessagesPerParent: { max: 5, windowMs: HOUR },
  contactMessagesPerAddress: { max: 10, windowMs: HOUR },
  emailChangesPerParent: { max: 5, windowMs: HOUR },
  emailChangesPerAddress: { max: 10, windowMs: HOUR },
} satisfies Record<string, Limit>;

export interface Claim {
  key: string;
  limit: Limit;
}

/** Attempts claimed on some keys; give them back when they should not count. */
export interface Attempt {
  /** The attempt succeeded: it no longer counts against any key. */
  refund(): Promise<void>;
  /** Forgets one key's count altogether (a right password from this account and address). */
  clear(key: string): Promise<void>;
}

/**
 * Counts one attempt against every key, or against none: when a key is at its limit the
 * keys already claimed are given back and the call is refused with 429 and Retry-After.
 * So refused requests never count, and one stranger at the per-address limit does not
 * push an account towards its ceiling.
 */
export async function claimAttempt(
  db: Db,
  claims: Claim[],
  now: Date,
  reason: string,
): Promise<Attempt> {
  const counters = tables.throttleCounters;
  const claimed: string[] = [];
  for (const { key, limit } of claims) {
    const windowOpen = new Date(now.getTime() - limit.windowMs);
    const expired = sql`${counters.windowStartedAt} <= ${windowOpen.toISOString()}`;
    const [row] = await db
      .insert(counters)
      .values({ key, count: 1, windowStartedAt: now })
      .onConflictDoUpdate({
        target: counters.key,
        set: {
          count: sql`case when ${expired} then 1 else ${counters.count} + 1 end`,
          windowStartedAt: sql`case when ${expired} then ${now.toISOString()}::timestamptz else ${counters.windowStartedAt} end`,
        },
        setWhere: sql`${expired} or ${counters.count} < ${limit.max}`,
      })
      .returning({ count: counters.count });
    if (!row) {
      await giveBack(db, claimed);
      throw new ApiFailure(429, reason, {
        'retry-after': String(await secondsUntilFree(db, key, limit, now)),
      });
    }
    claimed.push(key);
    if (row.count === 1) await forgetOldCounters(db, now);
  }
  return {
    refund: () => giveBack(db, claimed),
    clear: async (key) => {
      await db.delete(counters).where(eq(counters.key, key));
    },
  };
}

async function giveBack(db: Db, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  const counters = tables.throttleCounters;
  await db
    .update(counters)
    .set({ count: sql`greatest(${counters.count} - 1, 0)` })
    .where(inArray(counters.key, keys));
}

async function secondsUntilFree(db: Db, key: string, limit: Limit, now: Date): Promise<number> {
  const [row] = await db
    .select({ startedAt: tables.throttleCounters.windowStartedAt })
    .from(tables.throttleCounters)
    .where(eq(tables.throttleCounters.key, key));
  const freeAt = row ? new Date(row.startedAt).getTime() + limit.windowMs : now.getTime();
  return Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000));
}

/** The longest window: a counter untouched for this long counts nothing any more. */
const LONGEST_WINDOW_MS = Math.max(...Object.values(LIMITS).map((limit) => limit.windowMs));

/** Counters of windows long over are of no further use; tidied as new windows open. */
async function forgetOldCounters(db: Db, now: Date): Promise<void> {
  const before = new Date(now.getTime() - LONGEST_WINDOW_MS).toISOString();
  await db
    .delete(tables.throttleCounters)
    .where(sql`${tables.throttleCounters.windowStartedAt} < ${before}`);
}
