import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * Preloads the Latin web fonts and the digit fonts from index.html: fetched beside the CSS
 * instead of after it, they are there by the first paint, so text does not jump when they
 * arrive (layout shift, measured by `npm run bench`). Their file names are hashed, hence a
 * plugin.
 */
function preloadFonts(): Plugin {
  return {
    name: 'mathsteps:preload-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const fonts = Object.keys(bundle ?? {}).filter((file) =>
          /(atkinson-hyperlegible-latin|andika-digits)-(400|700)(-normal)?-.*\.woff2$/.test(file),
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

export default defineConfig({
  plugins: [react(), tailwindcss(), preloadFonts()],
  build: {
    target: 'es2022',
    // Inline nothing: the CSP allows only files from our own origin.
    assetsInlineLimit: 0,
    manifest: true,
    // Every browser the es2022 build runs in preloads modules by itself (Safari from 17);
    // an older one loads a route's modules when it imports them. Without the polyfill the
    // first download of every page is about 0.5 KB smaller (DESIGN.md §9's 120 KB).
    modulePreload: { polyfill: false },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
});
