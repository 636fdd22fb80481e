import { type Db, eq, preparedStatement, sql, tables } from '@mathsteps/db';
import type { Refusal } from '@mathsteps/domain';
import { ApiFailure } from '../rpc/failure';
import type { ServerKeys } from './keys';

/**
 * Limits counted in the database (docs/operations.md "Security", docs/operations.md "Security"), so that
 * several server processes count together.
 *
 * An attempt is claimed before the work it limits is done (a password weighed, an e-mail
 * sent): an upsert per key, all in one statement, that counts it only while the key is
 * under its limit. Claims on the same key queue on its row, so of 200 simultaneous
 * guesses exactly `max` pass. A window opens at the first attempt and lasts `windowMs`;
 * at its end the count starts again, so a patient attacker gets at most 2 × max across a
 * window boundary.
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
  /**
   * Wrong passwords from a device that has signed in to the account before (its device
   * cookie, auth/logins.ts): the only count such a login meets.
   */
  parentLoginPerDevice: { max: 10, windowMs: 15 * MINUTE },
  studentLoginPerAccountAndAddress: { max: 10, windowMs: HOUR },
  studentLoginPerAccount: { max: 30, windowMs: HOUR },
  /** A school's children share one address: room for a class's typing mistakes. */
  studentLoginPerAddress: { max: 50, windowMs: HOUR },
  studentLoginPerDevice: { max: 10, windowMs: HOUR },
  /**
   * Wrong pictures on the class pages seen from one address, any pupil: a school's classes
   * share it, so room for forty pupils' mistakes in each of several classes an hour.
   */
  pupilLoginPerAddress: { max: 300, windowMs: HOUR },
  /**
   * Class codes that no open class has, entered by one parent (student.joinclass): a family
   * mistypes a few; 31^8 codes are not tried one after another at this pace.
   */
  classCodesPerParent: { max: 20, windowMs: HOUR },
  /** Verification e-mails per parent, and per recipient (e-mail changes aimed at one). */
  verificationEmails: { max: 3, windowMs: 10 * MINUTE },
  signUpsPerAddress: { max: 10, windowMs: HOUR },
  /** Password reset links per recipient, and asked for from one network address. */
  passwordResetEmails: { max: 3, windowMs: HOUR },
  passwordResetsPerAddress: { max: 10, windowMs: HOUR },
  /** student.create, which answers "handle taken": a family adds a few children. */
  studentCreatesPerParent: { max: 20, windowMs: HOUR },
  studentCreatesPerAddress: { max: 30, windowMs: HOUR },
  contactMessagesPerParent: { max: 5, windowMs: HOUR },
  contactMessagesPerAddress: { max: 10, windowMs: HOUR },
  emailChangesPerParent: { max: 5, windowMs: HOUR },
  emailChangesPerAddress: { max: 10, windowMs: HOUR },
  /**
   * Wrong answers kept for diagnosis (decision 0012): a busy child's hour is some 60
   * problems with a few wrong submissions each; one token wrote 6,000 in 7.6 s.
   */
  errorReportsPerStudent: { max: 200, windowMs: HOUR },
  /** A school's children share one address: a class of 30 at that pace, and more. */
  errorReportsPerAddress: { max: 3000, windowMs: HOUR },
  /** device.create (decision 0012): a browser asks once; one client made 20,462 in 5 s. */
  devicesPerAddress: { max: 100, windowMs: HOUR },
} satisfies Record<string, Limit>;

/**
 * A key to count an attempt against; the keys of one attempt are all different. Written
 * as what it counts (`parent-login:<e-mail>:<address>`), stored as its name and a keyed
 * hash of the rest (`parent-login:3f9a…`): the table never holds an e-mail, a handle or
 * an address (decision 0012).
 */
export interface Claim {
  key: string;
  limit: Limit;
}

/** What `throttle_counters` keeps of a key. */
export function storedKey(keys: ServerKeys, key: string): string {
  const colon = key.indexOf(':');
  const name = colon < 0 ? key : key.slice(0, colon);
  return `${name}:${keys.hash('throttle', key)}`;
}

/** Attempts claimed on some keys; give them back when they should not count. */
export interface Attempt {
  /**
   * The attempt succeeded: it no longer counts against any key, and the count of `forget`
   * (a right password from this account and address) is cleared altogether.
   */
  refund(forget?: string): Promise<void>;
}

const counters = tables.throttleCounters;
const value = (name: string) => sql.placeholder(name);

/** The claim statements built so far, by their number of keys. */
const claimStatements = new Map<number, ReturnType<typeof claimStatement>>();

/**
 * Claims on `n` keys in one statement (a sign-in was a dozen round trips beside
 * its hash). Each key is claimed only if the one before it was, so the keys after a refused
 * one are not counted. When a new window opens on a key, the counters of windows long over
 * are deleted in the same statement; they are never the keys being claimed.
 */
function claimStatement(n: number) {
  const now = sql`${value('now')}::timestamptz`;
  const keys = Array.from({ length: n }, (_, i) => sql`${value(`key${i}`)}::text`);
  const claims = keys.map((key, i) => {
    const expired = sql`${counters}.window_started_at <= ${value(`open${i}`)}::timestamptz`;
    const source =
      i === 0
        ? sql`values (${key}, 1, ${now})`
        : sql`select ${key}, 1, ${now} where exists (select 1 from ${sql.raw(`claim${i - 1}`)})`;
    return sql`${sql.raw(`claim${i}`)} as (
      insert into ${counters} (key, count, window_started_at) ${source}
      on conflict (key) do update set
        count = case when ${expired} then 1 else ${counters}.count + 1 end,
        window_started_at = case when ${expired} then excluded.window_started_at
          else ${counters}.window_started_at end
      where ${expired} or ${counters}.count < ${value(`max${i}`)}::int
      returning key, count)`;
  });
  const claimed = sql.join(
    keys.map((_, i) => sql.raw(`select key, count from claim${i}`)),
    sql` union all `,
  );
  return preparedStatement<{ key: string; count: number }>(sql`
    with ${sql.join(claims, sql`, `)},
    claimed as (${claimed}),
    forgotten as (
      delete from ${counters}
      where window_started_at < ${value('longAgo')}::timestamptz
        and key not in (${sql.join(keys, sql`, `)})
        and exists (select 1 from claimed where count = 1))
    select key, count from claimed`);
}

/**
 * Counts one attempt against every key, or against none: when a key is at its limit the
 * keys already claimed are given back and the call is refused with 429 and Retry-After.
 * So refused requests never count, and one stranger at the per-address limit does not
 * push an account towards its ceiling.
 */
export async function claimAttempt(
  { db, keys }: { db: Db; keys: ServerKeys },
  given: Claim[],
  now: Date,
  refusal: Refusal,
): Promise<Attempt> {
  const claims = given.map((claim) => ({ ...claim, key: storedKey(keys, claim.key) }));
  const values: Record<string, unknown> = {
    now: now.toISOString(),
    longAgo: new Date(now.getTime() - LONGEST_WINDOW_MS).toISOString(),
  };
  claims.forEach(({ key, limit }, i) => {
    values[`key${i}`] = key;
    values[`open${i}`] = new Date(now.getTime() - limit.windowMs).toISOString();
    values[`max${i}`] = limit.max;
  });
  let statement = claimStatements.get(claims.length);
  if (!statement) {
    statement = claimStatement(claims.length);
    claimStatements.set(claims.length, statement);
  }
  const counted = new Set((await statement(db, values)).map((row) => row.key));
  const claimed = claims.map(({ key }) => key).filter((key) => counted.has(key));
  const refused = claims.find(({ key }) => !counted.has(key));
  if (refused) {
    await giveBack(db, claimed);
    throw ApiFailure.refusing(
      429,
      refusal,
      { 'retry-after': String(await secondsUntilFree(db, refused.key, refused.limit, now)) },
      Object.entries(LIMITS).find(([, limit]) => limit === refused.limit)?.[0] ?? 'other',
    );
  }
  return {
    refund: (forget) => giveBack(db, claimed, forget && storedKey(keys, forget)),
  };
}

/**
 * The keys' counts, less one; `forget`'s count is deleted instead. A counter given back to
 * nothing is deleted: a refused or refunded attempt leaves no row behind (decision 0012:
 * refused logins from one address wrote a row each). One statement.
 */
const giveBackStatement = preparedStatement(sql`
  with given as (
    select json_array_elements_text(${value('keys')}::json) as key
    union select ${value('forget')}::text),
  emptied as (
    delete from ${counters}
    where key in (select key from given)
      and (key = ${value('forget')}::text or count <= 1)
    returning key)
  update ${counters} set count = count - 1
  where key in (select key from given)
    and key not in (select key from emptied)
    and key is distinct from ${value('forget')}::text`);

async function giveBack(db: Db, keys: string[], forget?: string): Promise<void> {
  if (keys.length === 0) return;
  await giveBackStatement(db, { keys: JSON.stringify(keys), forget: forget ?? null });
}

async function secondsUntilFree(db: Db, key: string, limit: Limit, now: Date): Promise<number> {
  const [row] = await db
    .select({ startedAt: counters.windowStartedAt })
    .from(counters)
    .where(eq(counters.key, key));
  const freeAt = row ? new Date(row.startedAt).getTime() + limit.windowMs : now.getTime();
  return Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000));
}

/** The longest window: a counter untouched for this long counts nothing any more. */
export const LONGEST_WINDOW_MS = Math.max(...Object.values(LIMITS).map((limit) => limit.windowMs));
