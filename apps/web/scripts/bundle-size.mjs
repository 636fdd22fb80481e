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
  const bytes = [...files].reduce(
    (sum, file) => sum + gzipSync(readFileSync(join(dist, file)), { level: 9 }).length,
    0,
  );
  return { kb: bytes / 1024, files: files.size };
}
