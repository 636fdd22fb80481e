import { resolve } from 'node:path';
import { type Database, DataDirLock, openPglite, openPostgres } from '@mathsteps/db';
import type { Env } from './env';

export interface OpenedDatabase {
  database: Database;
  /** Closes the database and releases the PGlite lock. */
  close(): Promise<void>;
  describe: string;
}

/** PostgreSQL when DATABASE_URL is set, otherwise PGlite in DATA_DIR (locked to this process). */
export async function openDatabase(env: Env, migrationsFolder: string): Promise<OpenedDatabase> {
  if (env.DATABASE_URL) {
    const database = openPostgres(env.DATABASE_URL);
    await database.migrate(migrationsFolder);
    const { host, pathname } = new URL(env.DATABASE_URL);
    return {
      database,
      close: () => database.close(),
      describe: `PostgreSQL at ${host}${pathname}`,
    };
  }
  const dataDir = resolve(env.DATA_DIR, 'pglite');
  const lock = DataDirLock.acquire(resolve(env.DATA_DIR));
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
    throw error;
  }
}
