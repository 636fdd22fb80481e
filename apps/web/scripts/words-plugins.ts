// The build's steps for each language's words (docs/languages.md "Where a word lives"): Lingui's
// macros compiled in, its catalogues loaded, and each catalogue cut into a visitor's part and a
// signed-in part (catalogue-parts.ts says which word goes where).
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { transformAsync } from '@babel/core';
import { createCompiledCatalog, getCatalogForFile, getCatalogs } from '@lingui/cli/api';
import { getConfig, type LinguiConfigNormalized } from '@lingui/conf';
import { lingui } from '@lingui/vite-plugin';
import type { Plugin } from 'vite';
import { onBundle, planFile, writePlanFile } from './bundle-plugins.ts';
import { SIGNED_IN_SCREENS, visitorModules, type WordsPart, wordsOf } from './catalogue-parts.ts';

const LINGUI_CONFIG = fileURLToPath(new URL('../lingui.config.ts', import.meta.url));
let loadedLinguiConfig: LinguiConfigNormalized | undefined;
const linguiConfig = () => (loadedLinguiConfig ??= getConfig({ configPath: LINGUI_CONFIG }));

/**
 * Lingui's macros (`useLingui`, `<Trans>`, `msg`) turned into catalogue look-ups, in the files that
 * use them (docs/languages.md). Lingui's Vite guide does this through @vitejs/plugin-react's Babel
 * option, which version 6 no longer has; its own Babel plugin is run here instead, before React's
 * transform sees the file.
 */
export function linguiMacros(): Plugin {
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
export function catalogueFiles(): Plugin {
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
const SIGNED_IN_MODULES = planFile('signed-in-modules.json');
const WEB_ROOT = fileURLToPath(new URL('../', import.meta.url));

/**
 * The plan's build writes the app's modules only a signed-in screen loads
 * (scripts/catalogue-parts.ts), read from the bundler's own module graph.
 */
export function writeSignedInModules(): Plugin {
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
      writePlanFile(SIGNED_IN_MODULES, [...new Set(files)].sort());
    },
  };
}

/**
 * A part of a language's catalogue, compiled as Lingui's loader compiles a whole one (with
 * es-ES's words falling back to es's). Split only in a production build after the plan's;
 * elsewhere (the plan, tests, the dev server) the visitor's part is every word and the other
 * part none.
 */
export function catalogueParts(split: boolean): Plugin {
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

/** Lingui's catalogue loader, told where its configuration is (Vitest runs from the repository). */
export const catalogues = () => lingui({ configPath: LINGUI_CONFIG });
