import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Database, openPostgres, readMigrations } from '@mathsteps/db';
import { createEmptyDatabase, migrationsFolder, seedFamilies } from '@mathsteps/db/testing';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { waitFor } from './load';

/**
 * Migrations as a release step (decision 0011): one transaction each, with a lock
 * timeout and retries, indexes built CONCURRENTLY. Run on PostgreSQL, where the children's
 * calls and a migration meet.
 */
const template = inject('dbTemplate');
const adminUrl = template.adminUrl;
/** Migrations from this one on are held to the rules below; older ones ran on small tables. */
const FIRST_CHECKED = '0015_weekly_email_jobs';

/** A copy of the migrations folder that stops before `tag`. */
function folderBefore(tag: string): string {
  const folder = mkdtempSync(join(tmpdir(), 'mathsteps-migrations-'));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalPath = join(folder, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag === tag);
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

describe('the migration files', () => {
  const checked = readMigrations(migrationsFolder).filter((m) => m.tag >= FIRST_CHECKED);
  it.each(checked.map((m) => [m.tag, m] as const))(
    '%s takes no long lock on a big table',
    (_tag, migration) => {
      for (const statement of migration.statements) {
        const text = statement.replace(/--.*$/gm, '');
        // An index on an existing table is built CONCURRENTLY (outside a transaction).
        if (/create\s+(unique\s+)?index/i.test(text) && !/create\s+table/i.test(text)) {
          expect(text, statement).toMatch(/concurrently/i);
          expect(
            migration.transaction,
            `${migration.tag} is marked -- migrate: no-transaction`,
          ).toBe(false);
        }
        // These rewrite or scan a whole table under an exclusive lock.
        expect(text, statement).not.toMatch(/alter\s+column\s+\S+\s+(set\s+data\s+)?type/i);
        expect(text, statement).not.toMatch(/set\s+not\s+null/i);
        expect(text, statement).not.toMatch(/add\s+column[^;]*default\s+[^;]*\(\)/i);
        // A check or foreign key added to a table is added NOT VALID, then validated.
        if (/add\s+constraint[^;]*(check|foreign\s+key)/i.test(text)) {
          expect(text, statement).toMatch(/not\s+valid/i);
        }
        // A backfill commits in batches: an UPDATE of a whole table does not.
        if (/^\s*update\s/im.test(text)) expect(text, statement).toMatch(/limit|commit/i);
      }
    },
  );
});

describe.skipIf(template.kind !== 'postgres' || !adminUrl)('migrating while children work', () => {
  let url: string;
  let database: Database;
  let drop: () => Promise<void> = async () => {};
  beforeAll(async () => {
    const scratch = await createEmptyDatabase(adminUrl!, `migrations_${process.pid}`);
    ({ url, drop } = scratch);
    database = openPostgres(url, { max: 6 });
  });
  afterAll(async () => {
    await database?.close();
    await drop();
  });

  /** A child's call on error_reports: a wrong answer kept, the recent ones read. */
  async function childCall() {
    await database.query(
      `insert into error_reports (student_id, subject, level, question, number_0, number_1,
        errorcount, answer, correct_answer, entries)
      select id, 'addition', 3, '1', '47', '38', 1, '75', '85', '{}' from students limit 1`,
    );
    await database.query(
      `select * from error_reports where student_id = (select id from students limit 1)
       order by created_at desc limit 60`,
    );
  }

  /** Whether another connection is running a statement like `pattern` now (waiting or not). */
  async function running(pattern: string, waitingForLock = false): Promise<boolean> {
    const { rows } = await database.query(
      `select 1 from pg_stat_activity where state = 'active' and query ilike $1
         and pid <> pg_backend_pid() and ($2::boolean = false or wait_event_type = 'Lock')`,
      [pattern, waitingForLock],
    );
    return rows.length > 0;
  }

  /**
   * The children's calls while `work` runs, back to back: answers how many there were and
   * how many ran wholly inside a statement like `pattern` (it was running before the call
   * began and still after it ended).
   */
  async function callsDuring(
    pattern: string,
    work: () => Promise<unknown>,
  ): Promise<{ calls: number; inside: number }> {
    let calls = 0;
    let inside = 0;
    let working = true;
    const loop = (async () => {
      while (working) {
        const before = await running(pattern);
        await childCall();
        if (before && (await running(pattern))) inside++;
        calls++;
      }
    })();
    try {
      await work();
    } finally {
      working = false;
      await loop;
    }
    return { calls, inside };
  }

  it("builds the new indexes on 300,000 error reports while the children's calls go on", async () => {
    const before = folderBefore('0016_cleanup_indexes');
    try {
      await database.migrate(before);
    } finally {
      rmSync(before, { recursive: true, force: true });
    }
    await seedFamilies(database, 1, 1, 0);
    await database.query(`insert into error_reports (student_id, subject, level, question, number_0,
        number_1, errorcount, answer, correct_answer, entries, created_at)
      select (select id from students limit 1), 'addition', 3, '1', n::text, '38', 1, '75', '85',
        '{}'::jsonb, now() - (n % 400) * interval '1 day'
      from generate_series(1, 300000) n`);

    const applied: string[] = [];
    const { calls, inside } = await callsDuring('create index%error_reports_created_idx%', () =>
      database.migrate(migrationsFolder, (tag) => applied.push(tag)),
    );

    expect(applied).toContain('0016_cleanup_indexes');
    expect(await database.pending(migrationsFolder)).toEqual([]);
    const { rows } = await database.query(
      `select indisvalid as valid from pg_index
       where indexrelid::regclass::text in ('devices_created_idx', 'error_reports_created_idx')`,
    );
    expect(rows).toEqual([{ valid: true }, { valid: true }]);
    // Calls began and ended while the index was being built: it did not lock them out (an
    // index built without CONCURRENTLY holds every write until it is done).
    console.info(
      `indexing 300,000 error reports: ${calls} calls meanwhile, ${inside} inside the build`,
    );
    expect(inside).toBeGreaterThan(0);
  }, 180_000);

  it('gives up a lock it cannot get within the lock timeout, so calls queue behind it no longer, and tries again', async () => {
    // A migration that needs the table to itself, while a long read holds it.
    const folder = mkdtempSync(join(tmpdir(), 'mathsteps-migrations-'));
    cpSync(migrationsFolder, folder, { recursive: true });
    const journalPath = join(folder, 'meta/_journal.json');
    const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as {
      entries: { idx: number; tag: string; when: number }[];
    };
    journal.entries.push({ idx: journal.entries.length, tag: '9999_note', when: Date.now() + 1 });
    writeFileSync(journalPath, JSON.stringify(journal));
    writeFileSync(
      join(folder, '9999_note.sql'),
      'ALTER TABLE "error_reports" ADD COLUMN "note" text;',
    );
    const reader = new pg.Client({ connectionString: url });
    await reader.connect();
    try {
      await reader.query('begin');
      await reader.query('lock table error_reports in access share mode');
      let migrated = false;
      const migration = database.migrate(folder).then(() => {
        migrated = true;
      });
      // The ALTER waits for the read's lock...
      await waitFor(() => running('alter table%note%', true), 20_000, 'the ALTER waiting');
      // ...and gives up its place after the lock timeout: a child's call made now goes through
      // while the read still holds the table (without the timeout it would wait behind the
      // ALTER until the read ends, and the test's own timeout would end it).
      await childCall();
      expect(migrated).toBe(false);
      await reader.query('commit');
      // Then it tried again and applied.
      await migration;
      const { rows } = await database.query(
        `select 1 from information_schema.columns where table_name = 'error_reports' and column_name = 'note'`,
      );
      expect(rows).toHaveLength(1);
    } finally {
      await reader.end();
      rmSync(folder, { recursive: true, force: true });
    }
  }, 60_000);
});
