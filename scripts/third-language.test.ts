import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { expect, it, vi } from 'vitest';

/**
 * What a third language would take (docs/languages.md "A third language"), measured: the domain
 * is type-checked with a pseudo-language `xx` (locale `xx-XX`) added to its languages, and every
 * place that then fails must be a words table that lacks the new language's entry. A branch on a
 * language would compile and say English or Spanish to the third language's children, silently;
 * a table fails where its words are missing, and the list of those places is the work.
 */
// One type check of the domain: seconds on two busy cores.
vi.setConfig({ testTimeout: 120_000 });

const root = fileURLToPath(new URL('../', import.meta.url));
const domain = join(root, 'packages/domain');
const localeFile = join(domain, 'src/languages/locale.ts');

function checkWithPseudoLanguage() {
  const config = ts.getParsedCommandLineOfConfigFile(
    join(domain, 'tsconfig.json'),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined },
  );
  if (!config) throw new Error('packages/domain/tsconfig.json could not be read');
  const host = ts.createCompilerHost(config.options);
  const readFile = host.readFile.bind(host);
  host.readFile = (file) => {
    const text = readFile(file);
    if (file !== localeFile || text === undefined) return text;
    return text
      .replace("export type Language = 'en' | 'es';", "export type Language = 'en' | 'es' | 'xx';")
      .replace(
        "['en-US', 'es-419', 'es-ES'] as const",
        "['en-US', 'es-419', 'es-ES', 'xx-XX'] as const",
      )
      .replace(
        "export type Catalogue = 'en' | 'es' | 'es-ES';",
        "export type Catalogue = 'en' | 'es' | 'es-ES' | 'xx';",
      );
  };
  const program = ts.createProgram(config.fileNames, config.options, host);
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => ({
    file: diagnostic.file ? relative(root, diagnostic.file.fileName) : '',
    line: diagnostic.file?.getLineAndCharacterOfPosition(diagnostic.start ?? 0).line ?? 0,
    message: ts.flattenDiagnosticMessageText(diagnostic.messageText, ' '),
  }));
}

it('a third language fails only where a words table lacks its words', () => {
  // The pseudo-language is really added: the file says what the replacement looks for.
  const text = readFileSync(localeFile, 'utf8');
  expect(text).toContain("export type Language = 'en' | 'es';");
  expect(text).toContain("['en-US', 'es-419', 'es-ES'] as const");

  const failures = checkWithPseudoLanguage();
  expect(failures.length).toBeGreaterThan(0);
  for (const failure of failures) {
    // "Property 'xx' is missing in type ...", or a locale's row ("'xx-XX'").
    expect(failure.message, `${failure.file}:${failure.line + 1}`).toMatch(/\bxx(-XX)?\b/);
  }
  const places = [...new Set(failures.map((failure) => failure.file))].sort();
  // The list docs/languages.md gives: each of these files holds a table to fill.
  expect(places.length).toBeGreaterThan(5);
  console.info(`A third language's words: ${failures.length} tables in\n  ${places.join('\n  ')}`);
});
