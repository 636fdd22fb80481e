// The gzipped JavaScript a first visit to a route needs: the entry, everything it imports,
// and the route's module with its imports (and, for a page of the signed-in, the signed-in
// layout's), read from Vite's manifest. Used by the build's budget check and by `npm run bench`.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { PUBLIC_ROUTES } from './public-routes.mjs';

export const dist = new URL('../dist/', import.meta.url).pathname;

/** @param {string} routeModule e.g. 'src/app/routes/landing.tsx' @returns {{ kb: number, files: number }} */
export function initialJs(routeModule) {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
  const files = new Set();
  const collect = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) collect(imported);
  };
  collect('index.html');
  collect(routeModule);
  const route = /([a-z-]+)\.tsx$/.exec(routeModule)?.[1];
  if (!PUBLIC_ROUTES.includes(route)) collect('src/app/layouts/signed-in.tsx');
  const bytes = [...files].reduce((sum, file) => sum + gzipped(file), 0);
  return { kb: bytes / 1024, files: files.size };
}

/** @param {string} file a file of the build @returns {number} its size gzipped, in bytes */
const gzipped = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;

/**
 * The words of each language, gzipped, in KB: the visitor's part, fetched with every page, and
 * the signed-in screens' (scripts/catalogue-parts.ts), from the build's catalogues.json.
 * @returns {Record<string, Record<string, number>>}
 */
export function wordsKb() {
  /** @type {Record<string, Record<string, string>>} */
  const catalogues = JSON.parse(readFileSync(join(dist, 'catalogues.json'), 'utf8'));
  return Object.fromEntries(
    Object.entries(catalogues).map(([language, parts]) => [
      language,
      Object.fromEntries(Object.entries(parts).map(([part, file]) => [part, gzipped(file) / 1024])),
    ]),
  );
}

/**
 * The budgets of a public page's first download (docs/operations.md "Capacity"). React DOM and
 * React Router alone are 88 KB (decision 0016); the forms of the logins and of register bring
 * react-hook-form (about 10 KB); the words in two languages (Lingui's runtime, the language
 * switch, the words of the domain's names, docs/languages.md) 3.7 KB, and the domain's Spanish
 * level rules where a page names levels (math-problems, 2 KB); the written methods of
 * Spanish-speaking schools (equal additions, the divisor on the right: their grids, words and two
 * catalogued steps, docs/written-methods.md) 1.6 KB on the pages that draw a grid. The slow
 * profile's times are the goal that counts (npm run bench -- web); this budget catches what
 * grows unnoticed.
 */
export const BUDGET_KB = 141;
/**
 * /free-problems, a visitor's first practice: the server draws it (decision 0019), and the app
 * takes the drawn page over; every 5 KB is a tenth of a second more before the grid moves on
 * by itself on the slow profile of docs/operations.md "Capacity". Each screen the app adds
 * names its files in the entry's preload table (about 0.2 KB for Help tonight's); a teacher's
 * class page and a class's sign-in page took it from 129.96 KB to 130.2 KB (the bundler also
 * regroups the shared files by who imports them), and the budget from 130 KB to 131 KB.
 */
export const FREE_PROBLEMS_BUDGET_KB = 131;

/** @param {string} route a public page's module name, e.g. 'free-problems' @returns {number} */
export const budgetOf = (route) =>
  route === 'free-problems' ? FREE_PROBLEMS_BUDGET_KB : BUDGET_KB;
