import { and, type Db, eq, sql, tables } from '@mathsteps/db';
import { ApiFailure } from '../rpc/failure';

/**
 * Limits counted in the database (DESIGN.md §6), so several server processes count
 * together. An event is recorded per attempt; a limit looks back over its window.
 */
export interface Limit {
  max: number;
  windowMs: number;
}

export const LIMITS = {
  parentLoginFailures: { max: 10, windowMs: 15 * 60_000 },
  verificationEmails: { max: 3, windowMs: 10 * 60_000 },
  studentLoginFailures: { max: 10, windowMs: 60 * 60_000 },
} satisfies Record<string, Limit>;

/** Refuses with 429 and Retry-After when any key has reached its limit. */
export async function assertUnderLimit(
  db: Db,
  keys: string[],
  limit: Limit,
  now: Date,
  reason: string,
): Promise<void> {
  const since = new Date(now.getTime() - limit.windowMs);
  for (const key of keys) {
    const [row] = await db
      .select({
        count: sql<number>`count(*)::int`,
        oldest: sql<Date | string | null>`min(${tables.throttleEvents.createdAt})`,
      })
      .from(tables.throttleEvents)
      .where(
        and(
          eq(tables.throttleEvents.key, key),
          sql`${tables.throttleEvents.createdAt} > ${since.toISOString()}`,
        ),
      );
    if (row && row.count >= limit.max && row.oldest) {
      const freeAt = new Date(row.oldest).getTime() + limit.windowMs;
      const seconds = Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000));
      throw new ApiFailure(429, reason, { 'retry-after': String(seconds) });
    }
  }
}

export async function recordEvent(db: Db, keys: string[], now: Date): Promise<void> {
  if (keys.length === 0) return;
  await db.insert(tables.throttleEvents).values(keys.map((key) => ({ key, createdAt: now })));
  // Old events are of no further use; each key tidies its own as it goes.
  const dayAgo = new Date(now.getTime() - 24 * 60 * 60_000).toISOString();
  for (const key of keys) {
    await db
      .delete(tables.throttleEvents)
      .where(
        and(
          eq(tables.throttleEvents.key, key),
          sql`${tables.throttleEvents.createdAt} < ${dayAgo}`,
        ),
      );
  }
}

export async function clearEvents(db: Db, key: string): Promise<void> {
  await db.delete(tables.throttleEvents).where(eq(tables.throttleEvents.key, key));
}
