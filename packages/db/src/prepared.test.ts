import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import type { Database } from './client';
import { preparedStatement } from './prepared';
import { openTestDatabase } from './testing';

/** The statements the children's calls run, on the engine of this test run. */
let database: Database;
beforeEach(async () => {
  database = await openTestDatabase(inject('dbTemplate'));
});
afterEach(() => database.close());

const value = (name: string) => sql.placeholder(name);

const claim = preparedStatement<{ count: number }>(sql`
  insert into throttle_counters (key, count, window_started_at)
  values (${value('key')}, ${value('count')}, ${value('at')}::timestamptz)
  returning count`);

const keys = preparedStatement<{ key: string }>(sql`
  select key from throttle_counters order by key`);

describe('preparedStatement', () => {
  it('answers each column parsed by its type, on its first call and after', async () => {
    const shape = preparedStatement<{
      object: { level: number };
      whole: number;
      yes: boolean;
      text: string;
      nothing: null;
      at: Date;
    }>(sql`
      select json_build_object('level', ${value('level')}::int) as object,
        ${value('level')}::int + 1 as whole, ${value('yes')}::boolean as yes,
        ${value('text')}::text as text, null::text as nothing,
        ${value('at')}::timestamptz as at`);
    for (const level of [3, 4]) {
      const [row] = await shape(database.db, {
        level,
        yes: true,
        text: 'a, "b"',
        at: '2026-11-24T10:00:00.000Z',
      });
      expect(row).toEqual({
        object: { level },
        whole: level + 1,
        yes: true,
        text: 'a, "b"',
        nothing: null,
        at: new Date('2026-11-24T10:00:00.000Z'),
      });
    }
  });

  it('reports what the database refused, and runs again afterwards', async () => {
    const first = { key: 'k', count: 1, at: '2026-11-24T10:00:00Z' };
    expect(await claim(database.db, first)).toEqual([{ count: 1 }]);
    await expect(claim(database.db, first)).rejects.toMatchObject({ code: '23505' });
    expect(await claim(database.db, { ...first, key: 'l' })).toEqual([{ count: 1 }]);
  });

  it('runs after a transaction still open, never inside it', async () => {
    let opened!: () => void;
    const isOpen = new Promise<void>((resolve) => {
      opened = resolve;
    });
    let finish!: () => void;
    const mayFinish = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const transaction = database.db
      .transaction(async (tx) => {
        await tx.execute(
          sql`insert into throttle_counters values ('in the transaction', 1, now())`,
        );
        opened();
        await mayFinish;
        throw new Error('rolled back');
      })
      .catch((error: Error) => error.message);
    await isOpen;
    // On PGlite (one connection) the statement waits for the transaction; on PostgreSQL it
    // runs beside it. Either way it is not written inside it, nor undone with it.
    const outside = claim(database.db, { key: 'outside', count: 1, at: '2026-11-24T10:00:00Z' });
    finish();
    expect(await transaction).toBe('rolled back');
    await outside;
    expect(await keys(database.db, {})).toEqual([{ key: 'outside' }]);
  });

  it('is kept by PGlite as a statement parsed once', async () => {
    const { pglite } = database as Partial<{ pglite: PGlite }>;
    if (!pglite) return; // on PostgreSQL pg names it on each pooled connection
    await keys(database.db, {});
    await keys(database.db, {});
    const { rows } = await pglite.query<{ statement: string }>(
      'select statement from pg_prepared_statements',
    );
    const parsed = rows.filter((row) =>
      row.statement.includes('select key from throttle_counters'),
    );
    expect(parsed).toHaveLength(1);
  });
});
