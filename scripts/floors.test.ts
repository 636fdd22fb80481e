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

function lint(files: Record<string, string>, folder = 'apps/server/src') {
  scratch = mkdtempSync(join(tmpdir(), 'mathsteps-floors-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(scratch, path)), { recursive: true });
    writeFileSync(join(scratch, path), text);
  }
  const run = spawnSync(
    join(root, 'node_modules/.bin/depcruise'),
    ['--config', join(root, '.dependency-cruiser.cjs'), folder],
    { cwd: scratch, encoding: 'utf8' },
  );
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

/** The lint fails on the files, naming the rule they break. */
function expectRefused(files: Record<string, string>, rule: string) {
  const run = lint(files);
  expect(run.status).not.toBe(0);
  expect(run.output).toContain(rule);
}

/** Two rooms of the server: `from` imports a name of `to` (paths below apps/server/src). */
function importing(from: string, to: string): Record<string, string> {
  const depth = from.split('/').length - 1;
  const up = depth === 0 ? './' : '../'.repeat(depth);
  return {
    [`apps/server/src/${from}`]: `import { x } from '${up}${to.replace(/\.ts$/, '')}';\nexport const y = x;\n`,
    [`apps/server/src/${to}`]: 'export const x = 1;\n',
  };
}

it('lets a room import the floors below it', () => {
  const run = lint(importing('auth/keys.ts', 'env.ts'));
  expect(run.output).toContain('no dependency violations');
  expect(run.status).toBe(0);
});

it('refuses a room that imports a floor above it, or a room of its own floor', () => {
  expectRefused(importing('auth/keys.ts', 'handlers/context.ts'), 'server-floor-auth');
  expectRefused(importing('jobs/engine.ts', 'handlers/index.ts'), 'server-floor-jobs');
});

it('refuses a handler that runs a query itself, and lets it name the database types', () => {
  const db = {
    'packages/db/src/index.ts': 'export const tables = {};\nexport type Db = { a: 1 };\n',
  };
  const handler = 'apps/server/src/handlers/user.get.ts';
  const index = '../../../../packages/db/src/index';
  expectRefused(
    { ...db, [handler]: `import { tables } from '${index}';\nexport const t = tables;\n` },
    'handlers-hold-no-sql',
  );
  const types = lint({
    ...db,
    [handler]: `import type { Db } from '${index}';\nexport type D = Db;\n`,
  });
  expect(types.output).toContain('no dependency violations');
});

it('lets only the resource modules of the web app call the server', () => {
  const client = {
    'apps/web/src/api/rpc.ts': 'export const rpc = () => 1;\n',
    'apps/web/src/api/students.ts': "import { rpc } from './rpc';\nexport const save = rpc;\n",
  };
  const door = lint(client, 'apps/web/src');
  expect(door.output).toContain('no dependency violations');
  expect(door.status).toBe(0);
  const screen = lint(
    {
      ...client,
      'apps/web/src/features/pricing/pricing.tsx':
        "import { rpc } from '../../api/rpc';\nexport const buy = rpc;\n",
    },
    'apps/web/src',
  );
  expect(screen.status).not.toBe(0);
  expect(screen.output).toContain('one-door-to-the-server');
});

it('refuses a language compared to a literal in the product, and lets a test do it', () => {
  const config = JSON.stringify({ plugins: [join(root, 'lint/one-words-table.grit')] });
  const comparing = "export const es = (language: string) => language === 'es';\n";
  const scratchLint = (path: string) => {
    if (scratch) rmSync(scratch, { recursive: true, force: true });
    scratch = mkdtempSync(join(tmpdir(), 'mathsteps-words-'));
    for (const [file, text] of Object.entries({ 'biome.json': config, [path]: comparing })) {
      mkdirSync(dirname(join(scratch, file)), { recursive: true });
      writeFileSync(join(scratch, file), text);
    }
    const run = spawnSync(join(root, 'node_modules/.bin/biome'), ['lint', path], {
      cwd: scratch,
      encoding: 'utf8',
    });
    return { status: run.status, output: `${run.stdout}${run.stderr}` };
  };
  const domain = scratchLint('packages/domain/src/help/words.ts');
  expect(domain.status).not.toBe(0);
  expect(domain.output).toContain('A language compared to a literal');
  expect(scratchLint('packages/domain/src/help/words.test.ts').status).toBe(0);
  expect(scratchLint('apps/web/src/lib/words.ts').status).not.toBe(0);
  expect(scratchLint('scripts/words.ts').status).toBe(0);
});
