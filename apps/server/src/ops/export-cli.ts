import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DataDirLock, DataDirLockedError, openPglite, openPostgres } from '@mathsteps/db';
import { loadEnv } from '../env';
import { copyDatabase, ExportError, refuseRows } from './export-to-postgres';

/**
 * `npm run export-to-postgres -- postgres://user@host/db`: copies the PGlite database in
 * DATA_DIR into an empty PostgreSQL database (migrated first). Stop the server first: the
 * data directory's lock is taken, so a running server makes this refuse.
 */
async function main(): Promise<void> {
  const url = process.argv[2];
  if (!url || !/^postgres(ql)?:\/\//.test(url)) {
    throw new ExportError(
      'Usage: npm run export-to-postgres -- postgres://user:password@host:5432/database',
    );
  }
  const env = loadEnv();
  const folder = resolve(env.DATA_DIR, 'pglite');
  if (!existsSync(folder)) throw new ExportError(`There is no PGlite database in ${folder}.`);
  const migrations = fileURLToPath(new URL('../../../../packages/db/drizzle', import.meta.url));
  const lock = DataDirLock.acquire(resolve(env.DATA_DIR));
  const source = await openPglite(folder);
  const target = openPostgres(url, { max: 2 });
  try {
    await source.migrate(migrations);
    // A database with rows (another program's, or an earlier export) is left as it was.
    await refuseRows(target.db);
    await target.migrate(migrations);
    const copied = await copyDatabase(source.db, target.db);
    for (const { table, rows } of copied) console.log(`${table}: ${rows} rows`);
    console.log(
      `Copied ${copied.length} tables. Set DATABASE_URL to this database and start the server.`,
    );
  } finally {
    await target.close();
    await source.close();
    lock.release();
  }
}

main().catch((error: unknown) => {
  const known = error instanceof ExportError || error instanceof DataDirLockedError;
  console.error(known ? error.message : error);
  process.exit(1);
});
