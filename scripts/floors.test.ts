import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, expect, it, vi } from 'vitest';

/**
 * The server's floors (docs/architecture.md) are the lint's rule: `npm run lint` runs
 * dependency-cruiser with .dependency-cruiser.cjs. Here the rule meets a scratch tree of
 * two rooms, so that a rule that stopped matching (a renamed folder, a bad pattern) fails.
 */
// Each case runs dependency-cruiser once or twice: seconds each on two busy cores.
vi.setConfig({ testTimeout: 60_000 });

const root = fileURLToPath(new URL('../', import.meta.url));
let scratch = '';
afterEach(() => rmSync(scratch, { recursive: true, force: true }));

function lint(files: Record<string, string>) {
  scratch = mkdtempSync(join(tmpdir(), 'mathsteps-floors-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(scratch, path)), { recursive: true });
    writeFileSync(join(scratch, path), text);
  }
  const run = spawnSync(
    join(root, 'node_modules/.bin/depcruise'),
    ['--config', join(root, '.dependency-cruiser.cjs'), 'apps/server/src'],
    { cwd: scratch, encoding: 'utf8' },
  );
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

it('lets a room import the floors below it', () => {
  const run = lint({
    'apps/server/src/auth/keys.ts': "import { level } from '../env';\nexport const k = level;\n",
    'apps/server/src/env.ts': 'export const level = 1;\n',
  });
  expect(run.output).toContain('no dependency violations');
  expect(run.status).toBe(0);
});

it('refuses a room that imports a floor above it, or a room of its own floor', () => {
  const up = lint({
    'apps/server/src/auth/keys.ts':
      "import type { C } from '../handlers/context';\nexport type K = C;\n",
    'apps/server/src/handlers/context.ts': 'export type C = { a: 1 };\n',
  });
  expect(up.status).not.toBe(0);
  expect(up.output).toContain('server-floor-auth');
  const beside = lint({
    'apps/server/src/jobs/engine.ts':
      "import { h } from '../handlers/index';\nexport const j = h;\n",
    'apps/server/src/handlers/index.ts': 'export const h = 1;\n',
  });
  expect(beside.status).not.toBe(0);
  expect(beside.output).toContain('server-floor-jobs');
});

it('refuses a handler that runs a query itself, and lets it name the database types', () => {
  const db = {
    'packages/db/src/index.ts': 'export const tables = {};\nexport type Db = { a: 1 };\n',
  };
  const query = lint({
    ...db,
    'apps/server/src/handlers/user.get.ts':
      "import { tables } from '../../../../packages/db/src/index';\nexport const t = tables;\n",
  });
  expect(query.status).not.toBe(0);
  expect(query.output).toContain('handlers-hold-no-sql');
  const types = lint({
    ...db,
    'apps/server/src/handlers/user.get.ts':
      "import type { Db } from '../../../../packages/db/src/index';\nexport type D = Db;\n",
  });
  expect(types.output).toContain('no dependency violations');
});
