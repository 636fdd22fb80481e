import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openPglite } from '@mathsteps/db';
import { createTemplate, dropTemplate, migrationsFolder } from '@mathsteps/db/testing';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A server's DATA_DIR with its database migrated: see `migratedDataDir`. */
    dataDirTemplate: string;
  }
}

/**
 * Migrates one template database for the whole run; on PGlite also bundles the server for
 * the process tests and migrates a DATA_DIR for them to copy.
 */
export default async function setup(project: TestProject) {
  const kind = project.name === 'server-postgres' ? 'postgres' : 'pglite';
  const template = await createTemplate(kind, process.env.TEST_DATABASE_URL);
  project.provide('dbTemplate', template);
  const dataDir = mkdtempSync(join(tmpdir(), 'mathsteps-data-template-'));
  project.provide('dataDirTemplate', dataDir);
  if (kind === 'pglite') {
    execFileSync(process.execPath, ['build.mjs'], {
      cwd: fileURLToPath(new URL('..', import.meta.url)),
    });
    // The server keeps its PGlite database in DATA_DIR/pglite (src/database.ts).
    const database = await openPglite(join(dataDir, 'pglite'));
    await database.migrate(migrationsFolder);
    await database.close();
  }
  return async () => {
    rmSync(dataDir, { recursive: true, force: true });
    await dropTemplate(template);
  };
}
