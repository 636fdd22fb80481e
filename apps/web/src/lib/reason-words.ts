import { i18n } from '@lingui/core';

/**
 * A sentence of the domain's rules or of the server's refusals in the page's language
 * (docs/languages.md). Each is catalogued under its English (src/locales/sentences.ts), so
 * that the page needs no table of them: one not catalogued is said as it came, in English.
 */
export function inWords(english: string): string {
  const catalogued = (id: string) => Object.hasOwn(i18n.messages, id);
  if (catalogued(english)) return i18n._(english);
  for (const [pattern, id] of AROUND_A_NAME) {
    const match = pattern.exec(english);
    if (match && catalogued(match[1]!))
      return i18n._(id, { field: i18n._(match[1]!), count: match[2] });
  }
  return english;
}

/** The sentences made around a field's name, by the domain's personName rule. */
const AROUND_A_NAME: [RegExp, string][] = [
  [/^(.+) is required$/, '{field} is required'],
  [/^(.+) must be at least (\d+) characters$/, '{field} must be at least {count} characters'],
  [/^(.+) must be at most (\d+) characters$/, '{field} must be at most {count} characters'],
  [
    /^(.+) can have letters, spaces, hyphens and apostrophes only$/,
    '{field} can have letters, spaces, hyphens and apostrophes only',
  ],
];
