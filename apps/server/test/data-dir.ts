import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';

/**
 * A DATA_DIR of its own whose database is migrated already (a copy of the one the global
 * setup migrated): a server's first start on it skips PGlite's initdb and the migrations,
 * some 8 of its 12 seconds on our machines. The journeys start on an empty one.
 */
export function migratedDataDir(name: string): string {
  const dir = mkdtempSync(join(tmpdir(), `mathsteps-${name}-`));
  cpSync(inject('dataDirTemplate'), dir, { recursive: true });
  return dir;
}
