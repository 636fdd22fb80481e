// Prints the gzipped size of the JavaScript the landing page needs on a first visit (the
// entry, everything it imports, and the landing route's module with its imports) and
// fails the build above the budget of DESIGN.md §9.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 120;
const dist = new URL('../dist/', import.meta.url).pathname;
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));

const files = new Set();
function collect(key) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) collect(imported);
}
collect('index.html');
collect('src/app/routes/landing.tsx');

const bytes = [...files].reduce(
  (sum, file) => sum + gzipSync(readFileSync(join(dist, file)), { level: 9 }).length,
  0,
);
const kb = bytes / 1024;
console.log(
  `initial JS of the landing page: ${kb.toFixed(1)} KB gzipped in ${files.size} files (budget ${BUDGET_KB} KB)`,
);
if (kb > BUDGET_KB) {
  console.error(`The landing page's initial JS is over the budget of ${BUDGET_KB} KB.`);
  process.exit(1);
}
