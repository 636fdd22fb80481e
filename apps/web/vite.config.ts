import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import {
  bundleRules,
  plannedGroups,
  routePreloads,
  writeChunkPlan,
} from './scripts/bundle-plugins.ts';
import {
  catalogueFiles,
  catalogueParts,
  catalogues,
  linguiMacros,
  writeSignedInModules,
} from './scripts/words-plugins.ts';

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
