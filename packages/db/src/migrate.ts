import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Our migrator (docs/operations.md "Migrations"). Drizzle's runs every
 * pending migration in one transaction: no index can be built CONCURRENTLY, no lock times
 * out, and a long one holds the children's tables for all of it. This one applies the same
 * files (drizzle-kit writes them) and records them in drizzle's own table, so a database
 * migrated by either is understood by both, but:
 *   - each migration in a transaction of its own, with `lock_timeout`: a migration that
 *     cannot get its lock at once gives up, waits and tries again, rather than queueing the
 *     children's calls behind it;
 *   - a file that starts with `-- migrate: no-transaction` runs statement by statement
 *     outside a transaction, for CREATE INDEX CONCURRENTLY and backfills that commit in
 *     batches (a DO loop with COMMIT).
 */

/** What a migration waits for a lock before it gives up and tries again later. */
export const MIGRATION_LOCK_TIMEOUT_MS = 1000;
/** Tries of one migration whose locks were busy, with a growing pause between. */
const LOCK_TRIES = 10;
const NO_TRANSACTION = /^\s*--\s*migrate:\s*no-transaction/i;

export interface Migration {
  tag: string;
  /** The journal's time: what drizzle's table records and orders by. */
  when: number;
  hash: string;
  statements: string[];
  transaction: boolean;
}

/** The migrations of a drizzle-kit folder, in order. */
export function readMigrations(folder: string): Migration[] {
  const journal = JSON.parse(readFileSync(join(folder, 'meta/_journal.json'), 'utf8')) as {
    entries: { tag: string; when: number }[];
  };
  return journal.entries.map(({ tag, when }) => {
    const text = readFileSync(join(folder, `${tag}.sql`), 'utf8');
    return {
      tag,
      when,
      hash: createHash('sha256').update(text).digest('hex'),
      statements: text
        .split('--> statement-breakpoint')
        .map((statement) => statement.trim())
        .filter((statement) => statement.replace(/--.*$/gm, '').trim() !== ''),
      transaction: !NO_TRANSACTION.test(text),
    };
  });
}

/** One session's worth of SQL: a PostgreSQL connection, or PGlite. */
export interface Session {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

const TABLE = 'drizzle.__drizzle_migrations';

/** The migrations of `folder` this database has not applied yet. */
export async function pendingMigrations(session: Session, folder: string): Promise<Migration[]> {
  await session.query('create schema if not exists drizzle');
  await session.query(
    `create table if not exists ${TABLE} (id serial primary key, hash text not null, created_at bigint)`,
  );
  const { rows } = await session.query(`select max(created_at) as last from ${TABLE}`);
  const last = Number((rows[0] as { last: string | null }).last ?? 0);
  return readMigrations(folder).filter((migration) => migration.when > last);
}

const lockBusy = (error: unknown) => (error as { code?: string }).code === '55P03';

/**
 * Applies the pending migrations of `folder`, one at a time; `report` hears each one
 * applied. The caller makes sure only one process migrates (an advisory lock).
 */
export async function applyMigrations(
  session: Session,
  folder: string,
  report: (tag: string, ms: number) => void = () => {},
): Promise<string[]> {
  const applied: string[] = [];
  for (const migration of await pendingMigrations(session, folder)) {
    const started = performance.now();
    for (let attempt = 1; ; attempt++) {
      try {
        await apply(session, migration);
        break;
      } catch (error) {
        if (!lockBusy(error) || attempt >= LOCK_TRIES) throw error;
        await sleep(200 * attempt);
      }
    }
    report(migration.tag, performance.now() - started);
    applied.push(migration.tag);
  }
  return applied;
}

async function apply(session: Session, migration: Migration): Promise<void> {
  const record = () =>
    session.query(`insert into ${TABLE} (hash, created_at) values ($1, $2)`, [
      migration.hash,
      migration.when,
    ]);
  if (!migration.transaction) {
    // Each statement on its own; written to be run again (IF NOT EXISTS) after a failure.
    await session.query(`set lock_timeout = ${MIGRATION_LOCK_TIMEOUT_MS}`);
    try {
      for (const statement of migration.statements) await session.query(statement);
      await record();
    } finally {
      await session.query('reset lock_timeout');
    }
    return;
  }
  await session.query('begin');
  try {
    await session.query(`set local lock_timeout = ${MIGRATION_LOCK_TIMEOUT_MS}`);
    for (const statement of migration.statements) await session.query(statement);
    await record();
    await session.query('commit');
  } catch (error) {
    await session.query('rollback');
    throw error;
  }
}
