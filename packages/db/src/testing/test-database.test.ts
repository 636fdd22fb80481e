import { describe, expect, inject, it } from 'vitest';
import type { Database } from '../client';
import { openTestDatabase } from '.';

// Every test opens a database as a fresh copy of the migrated template: on PGlite an instance
// an earlier test closed may come back emptied (docs/decisions/0025-test-loop.md), and it must
// look like a new copy.
describe('a test database', () => {
  const addCounter = (database: Database) =>
    database.query(
      `insert into throttle_counters (key, count, window_started_at) values ('left-over', 1, now())`,
    );

  it('holds none of the rows an earlier test wrote', async () => {
    const first = await openTestDatabase(inject('dbTemplate'));
    await addCounter(first);
    await first.close();

    const next = await openTestDatabase(inject('dbTemplate'));
    try {
      const { rows } = await next.query('select key from throttle_counters');
      expect(rows).toEqual([]);
    } finally {
      await next.close();
    }
  });

  it('has the template’s tables even after an earlier test changed one', async () => {
    const first = await openTestDatabase(inject('dbTemplate'));
    await first.query('alter table throttle_counters add column left_over int');
    await first.close();

    const next = await openTestDatabase(inject('dbTemplate'));
    try {
      const { rows } = await next.query(
        `select column_name from information_schema.columns
         where table_name = 'throttle_counters' and column_name = 'left_over'`,
      );
      expect(rows).toEqual([]);
      await addCounter(next);
    } finally {
      await next.close();
    }
  });
});
