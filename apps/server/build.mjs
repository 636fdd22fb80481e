// Bundles the server and our workspace packages into dist/main.js. Third-party packages
// stay external (PGlite, for one, loads its WebAssembly files from its own folder).
import { cpSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

rmSync('dist', { recursive: true, force: true });
await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'external-packages',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@mathsteps/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
cpSync('../../packages/db/drizzle', 'dist/migrations', { recursive: true });
console.log('server bundled to apps/server/dist/main.js');
