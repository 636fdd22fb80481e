import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * The web app's catalogues (docs/languages.md): English is the source, written in the code as
 * the product says it; Spanish is `src/locales/es.po`, and Spain's own words are `es-ES.po`. `npm run lint` fails when a message has no
 * Spanish or a catalogue keeps one the code no longer says (scripts/check-catalogues.mjs).
 */
export default defineConfig({
  sourceLocale: 'en',
  // Spain's catalogue holds only the words Spain says otherwise; the rest are es.po's.
  locales: ['en', 'es', 'es-ES'],
  fallbackLocales: { 'es-ES': 'es' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}',
      include: ['<rootDir>/src'],
      exclude: ['**/*.test.ts', '**/*.test.tsx', '<rootDir>/src/test/**'],
    },
  ],
  // Where a message is said, by file only: a line moved in the code does not change the catalogue.
  format: formatter({ lineNumbers: false }),
  orderBy: 'message',
});
