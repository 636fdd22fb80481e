import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { applyMigrations, type Migration, pendingMigrations } from './migrate';
import { PGliteParsedOnce } from './pglite';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one database type the server codes against, whichever engine is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Applies the committed SQL migrations that have not run yet, one at a time (migrate.ts),
   * one process at a time; answers their tags. `report` hears each one applied.
   */
  migrate(migrationsFolder: string, report?: (tag: string, ms: number) => void): Promise<string[]>;
  /** The migrations not applied yet. */
  pending(migrationsFolder: string): Promise<Migration[]>;
  /**
   * Raw SQL with $1… parameters, or several statements without: for the job engine
   * (pg-boss), which brings its own SQL and needs only this of a database.
   */
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /** True when a trivial query succeeds: what readiness means. */
  ping(): Promise<boolean>;
  /** The connections held, idle and waited for (PostgreSQL); undefined in process (PGlite). */
  pool?(): { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

/**
 * A connection that sends every statement unnamed: behind a pooler in transaction mode
 * (PgBouncer before 1.21) a named statement prepared on one server connection is run on
 * another, and fails (42P05, 26000). Parsed and planned each time, at the cost the bench
 * measures.
 */
class UnnamedClient extends pg.Client {
  // biome-ignore lint/suspicious/noExplicitAny: pg's query has a dozen overloads.
  override query(config: any, ...rest: any[]): any {
    if (config && typeof config === 'object' && 'name' in config && config.name) {
      if (config instanceof pg.Query) (config as { name?: string }).name = undefined;
      else config = { ...config, name: undefined };
    }
    return (super.query as (...args: unknown[]) => unknown)(config, ...rest);
  }
}

export interface PostgresOptions {
  max?: number;
  /** `transaction`: a pooler such as PgBouncer in transaction mode is in between. */
  pooler?: 'transaction';
  /**
   * A connection straight to PostgreSQL for migrations, whose lock is a session's: through
   * a pooler in transaction mode the lock would stay on a connection others then use.
   */
  directUrl?: string;
}

/** PostgreSQL through a node-postgres pool: production, and CI's second run. */
export function openPostgres(url: string, options: PostgresOptions = {}): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    // Fail fast while PostgreSQL is away instead of queueing requests behind a dead socket.
    connectionTimeoutMillis: 2000,
    ...(options.pooler === 'transaction' ? { Client: UnnamedClient } : {}),
  });
  // An idle client losing its connection (a PostgreSQL restart) must not crash the process.
  pool.on('error', () => {});
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    migrate: (migrationsFolder, report) =>
      onDirectLine(options.directUrl ?? url, (client) =>
        migrateLocked(client, migrationsFolder, report),
      ),
    pending: (migrationsFolder) =>
      onDirectLine(options.directUrl ?? url, (client) =>
        pendingMigrations(client, migrationsFolder),
      ),
    async query(text, values) {
      if (values?.length) return pool.query(text, values);
      // Several statements may open a transaction (pg-boss's BEGIN; …; COMMIT): one that
      // fails midway would leave its connection in an aborted transaction for the next user.
      const client = await pool.connect();
      try {
        return await client.query(text);
      } catch (error) {
        await client.query('rollback').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    ping: () => ping(db),
    pool: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: () => pool.end(),
  };
}

/**
 * PGlite: PostgreSQL compiled to WebAssembly, in `dataDir` (or in memory). It serialises
 * every query and must be opened by one process only: the caller holds a DataDirLock. Its
 * statements are parsed once (PGliteParsedOnce), as PostgreSQL's are through pg.
 */
export async function openPglite(
  dataDir?: string,
  loadDataDir?: Blob,
): Promise<Database & { pglite: PGlite }> {
  const client = await PGliteParsedOnce.open(dataDir, loadDataDir ? { loadDataDir } : {});
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  const session = {
    async query(text: string, values?: unknown[]) {
      if (values?.length) return client.query(text, values);
      // Without parameters PGlite runs several statements only through exec: the last answers.
      const results = await client.exec(text);
      return results.at(-1) ?? { rows: [] };
    },
  };
  return {
    db,
    pglite: client,
    kind: 'pglite',
    migrate: (migrationsFolder, report) => applyMigrations(session, migrationsFolder, report),
    pending: (migrationsFolder) => pendingMigrations(session, migrationsFolder),
    query: session.query,
    ping: () => ping(db),
    close: () => client.close(),
  };
}

/** Any fixed number: the advisory lock that lets one instance at a time migrate. */
const MIGRATION_LOCK = 7_150_407;

/**
 * One connection of its own to `url`, closed after `work`: for the migration lock and a
 * migration's session settings, which belong to one session (on DATABASE_DIRECT_URL behind a
 * pooler), and for creating and dropping databases.
 */
export async function onDirectLine<T>(
  url: string,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Several instances migrating at once on one PostgreSQL would run the same migrations
 * together and fail on each other's tables: the first takes the lock and migrates, the
 * others wait for it and then find nothing left to do.
 */
async function migrateLocked(
  client: pg.Client,
  migrationsFolder: string,
  report?: (tag: string, ms: number) => void,
): Promise<string[]> {
  // Asked for again and again rather than waited for: a session waiting in
  // pg_advisory_lock holds a snapshot, and the migrating one's CREATE INDEX CONCURRENTLY
  // waits for every snapshot to end: a deadlock.
  while (
    !(
      (await client.query('select pg_try_advisory_lock($1) as got', [MIGRATION_LOCK])).rows[0] as {
        got: boolean;
      }
    ).got
  ) {
    await new Promise((done) => setTimeout(done, 250));
  }
  try {
    return await applyMigrations(client, migrationsFolder, report);
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
  }
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
