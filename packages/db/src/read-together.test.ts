import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import type { Database, Db } from './client';
import { preparedStatement } from './prepared';
import { KEYS_PER_READ, readTogether } from './read-together';
import { openTestDatabase } from './testing';

let database: Database;
beforeEach(async () => {
  database = await openTestDatabase(inject('dbTemplate'));
});
afterEach(() => database.close());

const countersOf = preparedStatement<{ key: string; count: number }>(sql`
  select key, count from throttle_counters
  where key = any(string_to_array(${sql.placeholder('keys')}, ','))`);

async function addCounters(db: Db, counts: Record<string, number>): Promise<void> {
  for (const [key, count] of Object.entries(counts)) {
    await db.execute(
      sql`insert into throttle_counters (key, count, window_started_at) values (${key}, ${count}, now())`,
    );
  }
}

/** A counter's count by key, read together; every statement sent is kept with its keys. */
function countReader() {
  const statements: { keys: string[]; group: string }[] = [];
  const read = readTogether(async (db: Db, keys, group) => {
    statements.push({ keys, group });
    if (group === 'refused') throw new Error('refused by the database');
    const rows = await countersOf(db, { keys: keys.join(',') });
    return new Map(rows.map((row) => [row.key, row.count]));
  });
  return { read, statements };
}

describe('readTogether', () => {
  it('answers each read its own row, from one statement for the reads asked together', async () => {
    await addCounters(database.db, { a: 1, b: 2, c: 3 });
    const { read, statements } = countReader();
    const answers = await Promise.all(
      ['a', 'b', 'nobody', 'a', 'c'].map((key) => read(database.db, key, 'day')),
    );
    expect(answers).toEqual([1, 2, undefined, 1, 3]);
    expect(statements).toEqual([{ keys: ['a', 'b', 'nobody', 'c'], group: 'day' }]);
  });

  it('sends a read asked after the last statement went in a statement of its own', async () => {
    await addCounters(database.db, { a: 1, b: 2 });
    const { read, statements } = countReader();
    expect(await read(database.db, 'a', 'day')).toBe(1);
    await addCounters(database.db, { c: 3 });
    expect(await read(database.db, 'c', 'day')).toBe(3);
    expect(statements.map(({ keys }) => keys)).toEqual([['a'], ['c']]);
  });

  it('never mixes groups or databases in one statement', async () => {
    const other = await openTestDatabase(inject('dbTemplate'));
    try {
      await addCounters(database.db, { a: 1 });
      await addCounters(other.db, { a: 10 });
      const { read, statements } = countReader();
      const answers = await Promise.all([
        read(database.db, 'a', 'monday'),
        read(other.db, 'a', 'monday'),
        read(database.db, 'a', 'tuesday'),
      ]);
      expect(answers).toEqual([1, 10, 1]);
      expect(statements).toHaveLength(3);
    } finally {
      await other.close();
    }
  });

  it('fails the reads of a refused statement, and only those; the next read works', async () => {
    await addCounters(database.db, { a: 1 });
    const { read } = countReader();
    const [refused, same, fine] = await Promise.allSettled([
      read(database.db, 'a', 'refused'),
      read(database.db, 'b', 'refused'),
      read(database.db, 'a', 'day'),
    ]);
    expect(refused).toMatchObject({
      status: 'rejected',
      reason: { message: 'refused by the database' },
    });
    expect(same.status).toBe('rejected');
    expect(fine).toEqual({ status: 'fulfilled', value: 1 });
    expect(await read(database.db, 'a', 'day')).toBe(1);
  });

  it(`sends more than ${KEYS_PER_READ} keys asked together as several statements`, async () => {
    const keys = Array.from({ length: 2 * KEYS_PER_READ + 50 }, (_, i) => `key${i}`);
    await addCounters(database.db, Object.fromEntries(keys.map((key, i) => [key, i])));
    const { read, statements } = countReader();
    const answers = await Promise.all(keys.map((key) => read(database.db, key, 'day')));
    expect(answers).toEqual(keys.map((_, i) => i));
    expect(statements.map(({ keys }) => keys.length)).toEqual([KEYS_PER_READ, KEYS_PER_READ, 50]);
  });
});
