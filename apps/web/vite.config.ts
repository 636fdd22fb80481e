import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { transformAsync } from '@babel/core';
import { createCompiledCatalog, getCatalogForFile, getCatalogs } from '@lingui/cli/api';
import { getConfig, type LinguiConfigNormalized } from '@lingui/conf';
import { lingui } from '@lingui/vite-plugin';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import {
  SIGNED_IN_SCREENS,
  visitorModules,
  type WordsPart,
  wordsOf,
} from './scripts/catalogue-parts.ts';
import { loadsOf, planChunkGroups, routeOf } from './scripts/chunk-groups.ts';
import { PUBLIC_ROUTES } from './scripts/public-routes.mjs';

/**
 * Preloads the digit fonts (7 KB) from index.html: fetched beside the CSS instead of after
 * it, they are there by the first paint, so the grid's digits do not jump when they arrive
 * (layout shift, measured by `npm run bench`). The text face is not preloaded: see
 * src/styles/index.css. Their file names are hashed, hence a plugin.
 */
function preloadFonts(): Plugin {
  return {
    name: 'mathsteps:preload-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const fonts = Object.keys(bundle ?? {}).filter((file) =>
          /andika-digits-(400|700)-.*\.woff2$/.test(file),
        );
        return fonts.map((file) => ({
          tag: 'link',
          attrs: {
            rel: 'preload',
            href: `/${file}`,
            as: 'font',
            type: 'font/woff2',
            crossorigin: '',
          },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

const LINGUI_CONFIG = fileURLToPath(new URL('./lingui.config.ts', import.meta.url));
let loadedLinguiConfig: LinguiConfigNormalized | undefined;
const linguiConfig = () => (loadedLinguiConfig ??= getConfig({ configPath: LINGUI_CONFIG }));

/**
 * Lingui's macros (`useLingui`, `<Trans>`, `msg`) turned into catalogue look-ups, in the files that
 * use them (docs/languages.md). Lingui's Vite guide does this through @vitejs/plugin-react's Babel
 * option, which version 6 no longer has; its own Babel plugin is run here instead, before React's
 * transform sees the file.
 */
function linguiMacros(): Plugin {
  return {
    name: 'mathsteps:lingui-macros',
    enforce: 'pre',
    async transform(code, id) {
      const file = id.split('?')[0]!;
      if (!/\.tsx?$/.test(file) || file.includes('/node_modules/')) return undefined;
      if (!/from '@lingui\/(core|react)\/macro'/.test(code)) return undefined;
      const result = await transformAsync(code, {
        filename: file,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ['typescript', 'jsx'] },
        plugins: [['@lingui/babel-plugin-lingui-macro', { linguiConfig: linguiConfig() }]],
      });
      return result?.code ? { code: result.code, map: result.map } : undefined;
    },
  };
}

/**
 * The files each language's words are built into (scripts/catalogue-parts.ts),
 * `catalogues.json` ({ "es": { "visitor": "assets/….js", "signed-in": "assets/….js" }, … }): the
 * server preloads the page's language's with the page (docs/languages.md), a visitor's part
 * for a visitor and both for a signed-in browser, so that the words cost no round trip of their
 * own.
 */
function catalogueFiles(): Plugin {
  return onBundle('mathsteps:catalogue-files', ({ chunks }, build) => {
    const files: Record<string, Partial<Record<WordsPart, string>>> = {};
    for (const chunk of chunks) {
      const words = WORDS_PART.exec(chunk.facadeModuleId ?? '');
      const language = words && /\/src\/locales\/([a-zA-Z-]+)\.po$/.exec(words[1]!)?.[1];
      if (!language) continue;
      files[language] = { ...files[language], [words[2] as WordsPart]: chunk.fileName };
    }
    build.emitFile({ type: 'asset', fileName: 'catalogues.json', source: JSON.stringify(files) });
  });
}

/** One part of a language's words, as the app imports it: `src/locales/es.po?words=visitor`. */
const WORDS_PART = /^(.+\.po)\?words=(visitor|signed-in)$/;
/** The app's modules only a signed-in screen loads, written by the plan's build (paths from this folder). */
const SIGNED_IN_MODULES = fileURLToPath(
  new URL('./dist-plan/signed-in-modules.json', import.meta.url),
);
const WEB_ROOT = fileURLToPath(new URL('./', import.meta.url));

/**
 * The plan's build writes the app's modules only a signed-in screen loads
 * (scripts/catalogue-parts.ts), read from the bundler's own module graph.
 */
function writeSignedInModules(): Plugin {
  return {
    name: 'mathsteps:signed-in-modules',
    apply: 'build',
    generateBundle() {
      const ids = [...this.getModuleIds()];
      const entry = ids.find((id) => id.endsWith('/src/main.tsx'));
      if (!entry) return this.error('The app has no entry module src/main.tsx.');
      if (!ids.some((id) => id.endsWith(`/${SIGNED_IN_SCREENS}`))) {
        return this.error(
          `No module ${SIGNED_IN_SCREENS}: the signed-in screens' words cannot wait.`,
        );
      }
      const reached = visitorModules(
        entry,
        (id) => this.getModuleInfo(id),
        (id) => id.endsWith(`/${SIGNED_IN_SCREENS}`),
      );
      const files = ids
        .filter((id) => !reached.has(id))
        .map((id) => relative(WEB_ROOT, id.split('?')[0]!))
        .filter((file) => file.startsWith('src/'));
      mkdirSync(fileURLToPath(new URL('./dist-plan/', import.meta.url)), { recursive: true });
      writeFileSync(SIGNED_IN_MODULES, JSON.stringify([...new Set(files)].sort()));
    },
  };
}

/**
 * A part of a language's catalogue, compiled as Lingui's loader compiles a whole one (with
 * es-ES's words falling back to es's). Split only in a production build after the plan's;
 * elsewhere (the plan, tests, the dev server) the visitor's part is every word and the other
 * part none.
 */
function catalogueParts(split: boolean): Plugin {
  // Read once a build, not once a part: Lingui's catalogues and the plan's list.
  let catalogs: ReturnType<typeof getCatalogs> | undefined;
  let signedInOnly: Set<string> | undefined;
  return {
    name: 'mathsteps:catalogue-parts',
    async load(id) {
      const asked = WORDS_PART.exec(id);
      if (!asked) return undefined;
      const [, file, part] = asked as unknown as [string, string, WordsPart];
      const config = linguiConfig();
      catalogs ??= getCatalogs(config);
      const found = getCatalogForFile(relative(config.rootDir ?? WEB_ROOT, file), await catalogs);
      if (!found) return this.error(`${file} is none of lingui.config.ts's catalogues.`);
      this.addWatchFile(file);
      // As Lingui's own loader asks (its options' types are narrower than the config's).
      const { messages } = await found.catalog.getTranslations(found.locale, {
        fallbackLocales: config.fallbackLocales,
        sourceLocale: config.sourceLocale,
      } as Parameters<typeof found.catalog.getTranslations>[1]);
      let picked: typeof messages = part === 'visitor' ? messages : {};
      if (split && existsSync(SIGNED_IN_MODULES)) {
        signedInOnly ??= new Set<string>(JSON.parse(readFileSync(SIGNED_IN_MODULES, 'utf8')));
        const source = (await found.catalog.read(config.sourceLocale ?? 'en')) ?? {};
        const originsOf = (message: string) =>
          (source[message]?.origin ?? []).map(([origin]) => origin);
        picked = wordsOf(messages, originsOf, signedInOnly, part);
      }
      const { source: code, errors } = createCompiledCatalog(found.locale, picked, {
        namespace: 'es',
        pseudoLocale: config.pseudoLocale,
      });
      if (errors.length > 0)
        return this.error(`${file}: ${errors.length} messages do not compile.`);
      return { code, moduleType: 'js' };
    },
  };
}

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
function onBundle(
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
function routePreloads(): Plugin {
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
function bundleRules(): Plugin {
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

/**
 * A returning child's first screens in fewer files (scripts/chunk-groups.ts): `npm run build`
 * makes a first build in the mode `plan`, whose chunks this step reads to write the plan;
 * the build after it makes one file of each group of the plan.
 */
const CHUNK_PLAN = fileURLToPath(new URL('./dist-plan/chunk-groups.json', import.meta.url));

function writeChunkPlan(): Plugin {
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
    mkdirSync(fileURLToPath(new URL('./dist-plan/', import.meta.url)), { recursive: true });
    writeFileSync(CHUNK_PLAN, JSON.stringify(plan));
  });
}

/** The plan's groups for the build after the plan's; none without a plan (dev, tests). */
function plannedGroups(mode: string): Rolldown.CodeSplittingOptions | undefined {
  if (mode === 'plan' || !existsSync(CHUNK_PLAN)) return undefined;
  const plan = JSON.parse(readFileSync(CHUNK_PLAN, 'utf8')) as Record<string, string>;
  // Only the planned modules, each alone: what they import stays where Rolldown puts it.
  return { groups: [{ name: (id) => plan[id] ?? null, includeDependenciesRecursively: false }] };
}

/**
 * Installable, and working without a connection (decision 0014): the manifest, and
 * a Workbox service worker that precaches the app shell, every route's code and the fonts.
 * A new version installs in the background and waits: it is taken at the next opening,
 * never in the middle of a problem (no skipWaiting, no clientsClaim). The page registers
 * it (src/lib/service-worker.ts); the API is never cached by it.
 */
const installable = VitePWA({
  injectRegister: false,
  registerType: 'prompt',
  includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png'],
  manifest: {
    name: 'MathSteps',
    short_name: 'MathSteps',
    description: 'Arithmetic practice, step by step, for children and their parents.',
    // The landing page sends a signed-in child or parent on to their own dashboard.
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#fbfaf6',
    theme_color: '#1d5fbf',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    // The woff2 fonts only (every browser the build runs in reads them), no compressed copies.
    globPatterns: ['**/*.{js,css,html,woff2,svg,png}'],
    navigateFallback: '/index.html',
    // Pages only: the API, Stripe's webhook and the operator's endpoints go to the server.
    navigateFallbackDenylist: [/^\/api/, /^\/stripe/, /^\/metrics/, /^\/readyz/, /^\/healthz/],
    // Hashed file names: a file's name is its version.
    dontCacheBustURLsMatching: /^\/?assets\//,
    cleanupOutdatedCaches: true,
    skipWaiting: false,
    clientsClaim: false,
  },
});

/** Lingui's catalogue loader, told where its configuration is (Vitest runs from the repository). */
const catalogues = () => lingui({ configPath: LINGUI_CONFIG });

/**
 * React Router's production build: its package names only its development build (warnings
 * included, about 20 KB more before compression) in its exports, so a production bundle gets
 * that one unless told (remix-run/react-router issue #12532). The same API, without the
 * development checks.
 */
const reactRouterDist = fileURLToPath(
  new URL('dist/production/', import.meta.resolve('react-router/package.json')),
);
const REACT_ROUTER_PRODUCTION = [
  { find: /^react-router$/, replacement: `${reactRouterDist}index.mjs` },
  { find: /^react-router\/dom$/, replacement: `${reactRouterDist}dom-export.mjs` },
];

export default defineConfig(({ isSsrBuild, command, mode }) => ({
  resolve: command === 'build' ? { alias: REACT_ROUTER_PRODUCTION } : {},
  // The server's drawing of a visitor's pages (`npm run build`'s second step, decision 0019):
  // the same components, one Node module with everything in it, no browser files.
  plugins: isSsrBuild
    ? [linguiMacros(), catalogues(), catalogueParts(true), react()]
    : [
        linguiMacros(),
        catalogues(),
        catalogueParts(command === 'build' && mode !== 'plan'),
        react(),
        tailwindcss(),
        preloadFonts(),
        routePreloads(),
        catalogueFiles(),
        bundleRules(),
        ...(mode === 'plan' ? [writeChunkPlan(), writeSignedInModules()] : [installable]),
      ],
  // The release a build is: what a device kept from another release's cache is not restored
  // (src/api/kept-on-device.ts).
  define: { 'import.meta.env.VITE_RELEASE': JSON.stringify(new Date().toISOString()) },
  ssr: { noExternal: true },
  build: isSsrBuild
    ? { target: 'node20', outDir: 'dist-server', emptyOutDir: true, copyPublicDir: false }
    : {
        target: 'es2022',
        // Inline nothing: the CSP allows only files from our own origin.
        assetsInlineLimit: 0,
        manifest: true,
        // Every browser the es2022 build runs in preloads modules by itself (Safari from 17);
        // an older one loads a route's modules when it imports them. Without the polyfill the
        // first download of every page is about 0.5 KB smaller (docs/operations.md "Capacity"'s 120 KB).
        modulePreload: { polyfill: false },
        // Seven characters of hash, not eight (the fewest the bundler allows for our hundred-odd
        // files), and a shared file named by its hash alone (with a "c", never a leading "-"):
        // the entry lists every route's files by name, 124 of them, and names and random letters
        // compress poorly. Every first download is about 1 KB smaller (docs/operations.md
        // "Capacity"); the manifest (.vite/manifest.json) says which source each file holds.
        rolldownOptions: {
          output: {
            codeSplitting: plannedGroups(mode),
            entryFileNames: 'assets/[name]-[hash:7].js',
            chunkFileNames: 'assets/c[hash:7].js',
          },
        },
      },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
}));
