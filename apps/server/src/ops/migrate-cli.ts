import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DataDirLock, DataDirLockedError, openPglite, openPostgres } from '@mathsteps/db';
import { loadEnv } from '../env';

/**
 * `npm run migrate`: the release step (docs/operations.md "Migrations"). Applies the pending
 * migrations one at a time, each with a lock timeout and retries, on DATABASE_DIRECT_URL when
 * set (behind a pooler) or DATABASE_URL; on PGlite in DATA_DIR when no server holds it.
 */
const migrations = fileURLToPath(new URL('../../../../packages/db/drizzle', import.meta.url));
const env = loadEnv();
const report = (tag: string, ms: number) => console.log(`applied ${tag} (${Math.round(ms)} ms)`);

async function main(): Promise<void> {
  if (env.DATABASE_URL) {
    const database = openPostgres(env.DATABASE_URL, { max: 1, directUrl: env.DATABASE_DIRECT_URL });
    try {
      const applied = await database.migrate(migrations, report);
      console.log(applied.length ? `${applied.length} migration(s) applied.` : 'Nothing to apply.');
    } finally {
      await database.close();
    }
    return;
  }
  const lock = DataDirLock.acquire(resolve(env.DATA_DIR));
  try {
    const database = await openPglite(resolve(env.DATA_DIR, 'pglite'));
    try {
      const applied = await database.migrate(migrations, report);
      console.log(applied.length ? `${applied.length} migration(s) applied.` : 'Nothing to apply.');
    } finally {
      await database.close();
    }
  } finally {
    lock.release();
  }
}

main().catch((error: unknown) => {
  if (error instanceof DataDirLockedError) {
    console.error(
      `${error.message} (A server on PGlite applies its migrations itself when it starts.)`,
    );
  } else {
    console.error(`Migrating failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  process.exit(1);
});
