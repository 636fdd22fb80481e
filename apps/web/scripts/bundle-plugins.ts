// The build's steps that read the bundle's own module graph (decisions 0015 and 0016): what each
// route preloads, the rules on what a child's screen may load, and the plan that puts a returning
// child's first screens in fewer files (chunk-groups.ts).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Plugin, Rolldown } from 'vite';
import { loadsOf, planChunkGroups, routeOf } from './chunk-groups.ts';
import { PUBLIC_ROUTES } from './public-routes.mjs';

/** Whether a module id is a file of the npm package `pkg`. */
const isFrom = (pkg: string) => (id: string) =>
  id.replaceAll('\\', '/').includes(`/node_modules/${pkg}/`);

/**
 * The bundle's chunks, and what one chunk loads at once: itself and the chunks it imports
 * statically, all the way down (`skip`: chunks already loaded, not followed).
 */
function chunkGraph(bundle: Rolldown.OutputBundle) {
  const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const loadedWith = loadsOf(chunks);
  /** Whether any of these chunks holds a module of `pkg`. */
  const hold = (files: Iterable<string>, pkg: string) =>
    [...files].find((file) => byName.get(file)?.moduleIds.some(isFrom(pkg)));
  return { chunks, loadedWith, hold };
}

/** A step of the production build that reads the bundle's module graph once it is made. */
export function onBundle(
  name: string,
  run: (graph: ReturnType<typeof chunkGraph>, build: Rolldown.PluginContext) => void,
): Plugin {
  return {
    name,
    apply: 'build',
    generateBundle(_options, bundle) {
      run(chunkGraph(bundle), this);
    },
  };
}

/**
 * The modules each page's route needs, for the server to preload them with the page
 * (decision 0015): a route's code is otherwise asked for only once the entry has run, one
 * round trip later on a slow connection. Writes `route-preloads.json`, { "/free-problems":
 * ["assets/free-problems-….js", …] }, a route module `src/app/routes/x.tsx` serving the
 * path `/x` (landing serves `/`). What the entry imports is in index.html already.
 */
export function routePreloads(): Plugin {
  return onBundle('mathsteps:route-preloads', ({ chunks, loadedWith, hold }, build) => {
    const inEntry = new Set(
      chunks.filter((chunk) => chunk.isEntry).flatMap((entry) => [...loadedWith(entry.fileName)]),
    );
    // The signed-in screens' layout (the query cache) comes with every screen that reads
    // server state through it.
    const layout = chunks.find((chunk) =>
      chunk.facadeModuleId?.endsWith('/src/app/layouts/signed-in.tsx'),
    );
    const preloads: Record<string, string[]> = {};
    for (const chunk of chunks) {
      const route = routeOf(chunk);
      if (!route || !chunk.isDynamicEntry) continue;
      const files = loadedWith(chunk.fileName, inEntry);
      if (layout && hold(files, '@tanstack/react-query')) {
        for (const file of loadedWith(layout.fileName, inEntry)) files.add(file);
      }
      preloads[route === 'landing' ? '/' : `/${route}`] = [...files];
    }
    build.emitFile({
      type: 'asset',
      fileName: 'route-preloads.json',
      source: JSON.stringify(preloads),
    });
  });
}

/** A child's screens (decision 0015): what they load at once holds no zod. */
const CHILD_SCREENS = [
  'student-login',
  'student-dashboard',
  'assignments',
  'assignment-questions',
  'practice-problems',
  'quick-facts',
  'my-progress',
  'free-problems',
  'math-problems',
];

/**
 * Rules on what the bundle is made of, read from its own module graph (never from the
 * minified text), that fail the build when broken (decision 0016):
 * - the app runs on React: React DOM is among the bundle's modules;
 * - a child's screen loads no zod: the modules a child's route chunk imports at once
 *   (statically, all the way down) hold none of it. The domain is imported through its
 *   index, so only the bundler, which drops what a screen does not use, can tell.
 */
export function bundleRules(): Plugin {
  return onBundle('mathsteps:bundle-rules', ({ chunks, loadedWith, hold }, build) => {
    if (
      !hold(
        chunks.map((chunk) => chunk.fileName),
        'react-dom',
      )
    )
      build.error('The bundle has no React DOM: the app must run on React.');
    for (const route of CHILD_SCREENS) {
      const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(`/src/app/routes/${route}.tsx`));
      if (!chunk) return build.error(`No chunk for the child's screen ${route}.`);
      const zod = hold(loadedWith(chunk.fileName), 'zod');
      if (zod) build.error(`The child's screen ${route} loads zod (in ${zod}): see decision 0015.`);
    }
  });
}

/** A file the plan's build writes (`dist-plan/`) for the build after it. */
export const planFile = (name: string) =>
  fileURLToPath(new URL(`../dist-plan/${name}`, import.meta.url));

/** Writes a file of the plan as JSON, its folder made first. */
export function writePlanFile(file: string, value: unknown): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(value));
}

/**
 * A returning child's first screens in fewer files (scripts/chunk-groups.ts): `npm run build`
 * makes a first build in the mode `plan`, whose chunks this step reads to write the plan;
 * the build after it makes one file of each group of the plan.
 */
const CHUNK_PLAN = planFile('chunk-groups.json');

export function writeChunkPlan(): Plugin {
  return onBundle('mathsteps:chunk-plan', ({ chunks }) => {
    const plan = planChunkGroups(
      chunks.map((chunk) => ({
        fileName: chunk.fileName,
        moduleIds: chunk.moduleIds,
        imports: chunk.imports,
        facadeModuleId: chunk.facadeModuleId,
        isEntry: chunk.isEntry,
        kb: gzipSync(chunk.code, { level: 9 }).length / 1024,
      })),
      {
        publicRoutes: PUBLIC_ROUTES,
        childRoutes: CHILD_SCREENS,
        screens: ['student-dashboard', 'assignment-questions'],
        layout: '/src/app/layouts/signed-in.tsx',
        tolerance: 1,
      },
    );
    writePlanFile(CHUNK_PLAN, plan);
  });
}

/** The plan's groups for the build after the plan's; none without a plan (dev, tests). */
export function plannedGroups(mode: string): Rolldown.CodeSplittingOptions | undefined {
  if (mode === 'plan' || !existsSync(CHUNK_PLAN)) return undefined;
  const plan = JSON.parse(readFileSync(CHUNK_PLAN, 'utf8')) as Record<string, string>;
  // Only the planned modules, each alone: what they import stays where Rolldown puts it.
  return { groups: [{ name: (id) => plan[id] ?? null, includeDependenciesRecursively: false }] };
}
