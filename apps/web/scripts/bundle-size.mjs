// The gzipped JavaScript a first visit to a route needs: the entry, everything it imports,
// and the route's module with its imports, read from Vite's manifest. Used by the build's
// budget check and by `npm run bench`.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

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
  const bytes = [...files].reduce(
    (sum, file) => sum + gzipSync(readFileSync(join(dist, file)), { level: 9 }).length,
    0,
  );
  return { kb: bytes / 1024, files: files.size };
}
