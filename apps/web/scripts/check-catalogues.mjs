// Fails when a catalogue and the code disagree (docs/languages.md): a message the code says that a
// catalogue lacks, one with no Spanish, or one a catalogue keeps that the code no longer says.
// `npm run i18n:extract` brings the catalogues up to date; the Spanish is then written in es.po.
import { fileURLToPath } from 'node:url';
import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';

const config = getConfig({
  configPath: fileURLToPath(new URL('../lingui.config.ts', import.meta.url)),
  skipValidation: true,
});
const problems = [];
const fallsBack = (locale) => Object.hasOwn(config.fallbackLocales ?? {}, locale);
for (const catalogue of await getCatalogs(config)) {
  const said = (await catalogue.collect()) ?? {};
  for (const locale of config.locales) {
    const file = catalogue.getFilename(locale).replace(`${config.rootDir}/`, '');
    const kept = (await catalogue.read(locale)) ?? {};
    for (const [id, message] of Object.entries(said)) {
      const where = message.origin?.[0]?.[0] ?? 'the code';
      const entry = kept[id];
      if (!entry || entry.obsolete)
        problems.push(`${file}: missing "${message.message ?? id}" (${where})`);
      // Spain's catalogue says only what Spain says otherwise: an empty one is es.po's words.
      else if (locale !== config.sourceLocale && !entry.translation && !fallsBack(locale))
        problems.push(`${file}: no translation of "${message.message ?? id}" (${where})`);
    }
    for (const [id, entry] of Object.entries(kept)) {
      if (!Object.hasOwn(said, id)) problems.push(`${file}: unused "${entry.message ?? id}"`);
    }
  }
}
if (problems.length > 0) {
  console.error(problems.join('\n'));
  console.error(
    `\n${problems.length} catalogue problem(s). Run npm run i18n:extract, then write the missing Spanish in es.po.`,
  );
  process.exit(1);
}
console.log('Catalogues: every message in every language, none unused.');
