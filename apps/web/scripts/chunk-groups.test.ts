import { describe, expect, it } from 'vitest';
import { type PlannedChunk, planChunkGroups } from './chunk-groups';

// A first build in small: the entry, a public page, the child's dashboard and assignment, a
// parent's page, and the signed-in layout, each chunk with one module named as its file.
const chunk = (
  fileName: string,
  kb: number,
  imports: string[] = [],
  route?: string,
): PlannedChunk => ({
  fileName,
  moduleIds: [`/m/${fileName}`],
  imports,
  facadeModuleId: route ?? null,
  isEntry: fileName === 'entry',
  kb,
});
const route = (name: string) => `/app/src/app/routes/${name}.tsx`;
const chunks = [
  chunk('entry', 100, ['react']),
  chunk('react', 10),
  chunk('landing', 1, ['shared-public'], route('landing')),
  chunk(
    'dashboard',
    1,
    ['shared-public', 'with-parents', 'tiny', 'big', 'react'],
    route('student-dashboard'),
  ),
  chunk('assignment', 1, ['grid', 'tiny'], route('assignment-questions')),
  chunk('parents', 1, ['with-parents'], route('parent-dashboard')),
  chunk('account', 1, ['tiny'], route('manage-account')),
  chunk('layout', 1, ['query'], '/app/src/app/layouts/signed-in.tsx'),
  chunk('shared-public', 2),
  chunk('with-parents', 0.5),
  chunk('tiny', 0.3),
  chunk('big', 5),
  chunk('grid', 4),
  chunk('query', 6),
];
const rules = {
  publicRoutes: ['landing'],
  childRoutes: ['student-dashboard', 'assignment-questions'],
  screens: ['student-dashboard', 'assignment-questions'],
  layout: '/src/app/layouts/signed-in.tsx',
  tolerance: 1,
};
const groupOf = (plan: Record<string, string>, file: string) => plan[`/m/${file}`];

describe("the plan that gathers a child's first files", () => {
  const plan = planChunkGroups(chunks, rules);

  it("leaves the entry's files, each page's own module and the layout's alone", () => {
    for (const file of ['entry', 'react', 'dashboard', 'assignment', 'layout', 'landing']) {
      expect(groupOf(plan, file)).toBeUndefined();
    }
    for (const file of ['shared-public', 'with-parents', 'tiny', 'big', 'grid', 'query']) {
      expect(groupOf(plan, file)).toBeDefined();
    }
  });

  it('never adds a byte to a public page', () => {
    const others = ['with-parents', 'tiny', 'big', 'grid', 'query'];
    expect(others.map((file) => groupOf(plan, file))).not.toContain(groupOf(plan, 'shared-public'));
  });

  it('gathers two small files when no page loads more than the tolerance for it', () => {
    // The parents' page loads 0.3 KB more (tiny), the account's 0.5 KB (with-parents).
    expect(groupOf(plan, 'tiny')).toBe(groupOf(plan, 'with-parents'));
    // 5 KB more for the parents' page, or 4 KB for the dashboard: apart.
    expect(groupOf(plan, 'big')).not.toBe(groupOf(plan, 'with-parents'));
    expect(groupOf(plan, 'grid')).not.toBe(groupOf(plan, 'big'));
  });

  it('keeps them apart when the tolerance is smaller than what a page would load more', () => {
    const tight = planChunkGroups(chunks, { ...rules, tolerance: 0.4 });
    expect(groupOf(tight, 'tiny')).not.toBe(groupOf(tight, 'with-parents'));
  });
});
