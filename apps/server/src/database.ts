import { resolve } from 'node:path';
import { type Database, DataDirLock, openPglite, openPostgres } from '@mathsteps/db';
import type { Env } from './env';

export interface OpenedDatabase {
  database: Database;
  /** Closes the database and releases the PGlite lock. */
  close(): Promise<void>;
  describe: string;
}

/** A DATA_DIR the server cannot keep its database in, said in one line an operator can act on. */
export class DataDirError extends Error {}

/** Space a new PGlite database takes, measured on a fresh DATA_DIR (39 MB), with room to grow. */
const FRESH_DATABASE_MB = 60;

// Node's codes, and PGlite's file system's (Emscripten) numbers for the same conditions.
const NO_SPACE = new Set(['ENOSPC', 'EDQUOT', 51]);
const READ_ONLY = new Set(['EROFS', 69]);
const NO_PERMISSION = new Set(['EACCES', 'EPERM', 2, 63]);
const MISSING = new Set(['ENOENT', 'ENOTDIR', 44, 54]);

/**
 * What is wrong with DATA_DIR, when `error` is the file system refusing it, in words that
 * name the folder and the way out; undefined for any other error.
 */
export function dataDirProblem(error: unknown, dataDir: string): string | undefined {
  const { code, errno } = (error ?? {}) as { code?: unknown; errno?: unknown };
  const is = (set: Set<unknown>) => set.has(code) || set.has(errno);
  const where = `DATA_DIR ${dataDir}`;
  if (is(NO_SPACE)) {
    return `${where}: the disk is full. MathSteps needs about ${FRESH_DATABASE_MB} MB for a new database; free some space or set DATA_DIR to a folder on a larger disk.`;
  }
  if (is(READ_ONLY)) {
    return `${where} is on a read-only file system. Set DATA_DIR to a folder MathSteps can write to.`;
  }
  if (is(NO_PERMISSION)) {
    return `${where} cannot be written by this user. Give it write permission, or set DATA_DIR to another folder.`;
  }
  if (is(MISSING)) {
    return `${where} cannot be created (a parent folder is missing or is a file, or the file system is read-only). Create it, or set DATA_DIR to a folder MathSteps can write to.`;
  }
  return undefined;
}

/** PostgreSQL with migrations not applied, and MIGRATE_ON_START not set: said in one line. */
export class PendingMigrationsError extends Error {}

/** PostgreSQL not reachable at start, after the retries: said in one line. */
export class DatabaseUnreachableError extends Error {}

/** How long a starting server waits for PostgreSQL (started at the same moment, say). */
export const START_WAIT_MS = 10_000;
const START_RETRY_MS = 500;

/** PostgreSQL when DATABASE_URL is set, otherwise PGlite in DATA_DIR (locked to this process). */
export async function openDatabase(env: Env, migrationsFolder: string): Promise<OpenedDatabase> {
  if (env.DATABASE_URL) {
    const database = openPostgres(env.DATABASE_URL, {
      max: env.DATABASE_POOL_SIZE,
      pooler: env.DATABASE_POOLER,
      directUrl: env.DATABASE_DIRECT_URL,
    });
    const { host, pathname } = new URL(env.DATABASE_URL);
    // A database started with the server (a compose file, a restart) may need a moment.
    const deadline = Date.now() + START_WAIT_MS;
    while (!(await database.ping())) {
      if (Date.now() >= deadline) {
        await database.close();
        throw new DatabaseUnreachableError(
          `PostgreSQL at ${host}${pathname} cannot be reached (tried for ${START_WAIT_MS / 1000} s). Check DATABASE_URL and that the database is running.`,
        );
      }
      await new Promise((done) => setTimeout(done, START_RETRY_MS));
    }
    if (!env.MIGRATE_ON_START) {
      const pending = await database.pending(migrationsFolder);
      if (pending.length > 0) {
        await database.close();
        throw new PendingMigrationsError(
          `The database at ${host}${pathname} has ${pending.length} migration(s) not applied yet (${pending.map((m) => m.tag).join(', ')}). Run \`npm run migrate\` (the release step, docs/operations.md), or start with MIGRATE_ON_START=true.`,
        );
      }
    } else {
      await database.migrate(migrationsFolder);
    }
    return {
      database,
      close: () => database.close(),
      describe: `PostgreSQL at ${host}${pathname}`,
    };
  }
  const dataDir = resolve(env.DATA_DIR, 'pglite');
  let lock: DataDirLock;
  try {
    lock = DataDirLock.acquire(resolve(env.DATA_DIR));
  } catch (error) {
    throw explained(error, env.DATA_DIR);
  }
  try {
    const database = await openPglite(dataDir);
    await database.migrate(migrationsFolder);
    return {
      database,
      async close() {
        await database.close();
        lock.release();
      },
      describe: `PGlite in ${dataDir}`,
    };
  } catch (error) {
    lock.release();
    throw explained(error, env.DATA_DIR);
  }
}

/** A file-system refusal of DATA_DIR as a DataDirError saying what is wrong; else `error`. */
function explained(error: unknown, dataDir: string): unknown {
  const problem = dataDirProblem(error, resolve(dataDir));
  return problem ? new DataDirError(problem) : error;
}
