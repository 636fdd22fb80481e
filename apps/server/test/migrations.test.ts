import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type Database,
  MIGRATION_LOCK_TIMEOUT_MS,
  openPostgres,
  readMigrations,
} from '@mathsteps/db';
import { createEmptyDatabase, migrationsFolder } from '@mathsteps/db/testing';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seedFamilies } from '../../../scripts/bench/seed';

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

  /** The children's calls on error_reports while `work` runs: answers how long each took. */
  async function callsDuring(work: () => Promise<void>): Promise<number[]> {
    const waits: number[] = [];
    let working = true;
    const calls = (async () => {
      while (working) {
        const started = performance.now();
        await database.query(
          `insert into error_reports (student_id, subject, level, question, number_0, number_1,
            errorcount, answer, correct_answer, entries)
          select id, 'addition', 3, '1', '47', '38', 1, '75', '85', '{}' from students limit 1`,
        );
        await database.query(
          `select * from error_reports where student_id = (select id from students limit 1)
           order by created_at desc limit 60`,
        );
        waits.push(performance.now() - started);
      }
    })();
    try {
      await work();
    } finally {
      working = false;
      await calls;
    }
    return waits;
  }

  it(`builds the new indexes on a million error reports with no call waiting ${MIGRATION_LOCK_TIMEOUT_MS} ms`, async () => {
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
      from generate_series(1, 1000000) n`);

    const applied: string[] = [];
    const waits = await callsDuring(async () => {
      await database.migrate(migrationsFolder, (tag) => applied.push(tag));
    });

    expect(applied).toContain('0016_cleanup_indexes');
    expect(await database.pending(migrationsFolder)).toEqual([]);
    const { rows } = await database.query(
      `select indisvalid as valid from pg_index
       where indexrelid::regclass::text in ('devices_created_idx', 'error_reports_created_idx')`,
    );
    expect(rows).toEqual([{ valid: true }, { valid: true }]);
    expect(waits.length).toBeGreaterThan(10);
    const longest = Math.max(...waits);
    console.info(
      `indexing 1,000,000 error reports: ${waits.length} calls meanwhile, the longest ${Math.round(longest)} ms`,
    );
    expect(longest).toBeLessThan(MIGRATION_LOCK_TIMEOUT_MS);
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
      const holdMs = MIGRATION_LOCK_TIMEOUT_MS * 2.5;
      const done = new Promise((resolve) => setTimeout(resolve, holdMs)).then(() =>
        reader.query('commit'),
      );
      const started = performance.now();
      const waits = await callsDuring(async () => {
        await database.migrate(folder);
      });
      await done;
      // It waited for the read (more than one timeout, so it tried again) and then applied.
      expect(performance.now() - started).toBeGreaterThan(holdMs);
      const { rows } = await database.query(
        `select 1 from information_schema.columns where table_name = 'error_reports' and column_name = 'note'`,
      );
      expect(rows).toHaveLength(1);
      // Calls queued behind the waiting ALTER for one lock timeout at most, not the read's
      // whole length (plus one call's own time).
      const longest = Math.max(...waits);
      console.info(`a busy lock: the longest call ${Math.round(longest)} ms (held ${holdMs} ms)`);
      expect(longest).toBeLessThan(MIGRATION_LOCK_TIMEOUT_MS + 300);
    } finally {
      await reader.end();
      rmSync(folder, { recursive: true, force: true });
    }
  }, 60_000);
});
