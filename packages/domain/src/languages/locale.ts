/**
 * The languages MathSteps speaks and the locales it writes numbers and dates in
 * (docs/languages.md): English as the product was written, and Spanish as Latin America and the
 * United States write it (1,234.5) or as Spain does (1234,5 and 12.345,5).
 */
export const LOCALES = ['en-US', 'es-419', 'es-ES'] as const;
export type Locale = (typeof LOCALES)[number];

/** The language a locale speaks: its spoken words, its e-mails, the domain's sentences. */
export type Language = 'en' | 'es';

/**
 * The catalogue a locale's screens take their words from: Spain's (`es-ES`) holds only the
 * words Spain says otherwise ("curso" for "grado") and takes the rest from `es`.
 */
export type Catalogue = 'en' | 'es' | 'es-ES';

export const DEFAULT_LOCALE: Locale = 'en-US';

/** The cookie that remembers a visitor's choice, read by the server and the page alike. */
export const LOCALE_COOKIE = 'ms_locale';

/** Each locale's name in its own words, as the language switch offers it. */
export const LOCALE_NAMES: Record<Locale, string> = {
  'en-US': 'English',
  'es-419': 'Español (Latinoamérica)',
  'es-ES': 'Español (España)',
};

/** Each locale's language (its words) and catalogue (Spain's own words over Spanish's). */
const LOCALE_PARTS: Record<Locale, { language: Language; catalogue: Catalogue }> = {
  'en-US': { language: 'en', catalogue: 'en' },
  'es-419': { language: 'es', catalogue: 'es' },
  'es-ES': { language: 'es', catalogue: 'es-ES' },
};

export const languageOf = (locale: Locale): Language => LOCALE_PARTS[locale].language;

export const catalogueOf = (locale: Locale): Catalogue => LOCALE_PARTS[locale].catalogue;

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/**
 * The locale for a browser's language tag, or undefined for a language MathSteps does not speak:
 * any English is en-US; Spanish from Spain is es-ES; any other Spanish (Mexico, the United States,
 * Latin America, or none named) writes numbers as es-419 does.
 */
export function localeOfTag(tag: string): Locale | undefined {
  const [primary = '', ...regions] = tag.trim().toLowerCase().split(/[-_]/);
  return Object.hasOwn(LOCALE_OF, primary) ? LOCALE_OF[primary]!(regions) : undefined;
}

/** Each language MathSteps speaks, and its locale for the tag's other parts. */
const LOCALE_OF: Record<string, (regions: string[]) => Locale> = {
  en: () => 'en-US',
  es: (regions) => (regions.includes('es') ? 'es-ES' : 'es-419'),
};

/**
 * The tags of an Accept-Language header in the browser's order of preference ("es-MX,es;q=0.9,
 * en;q=0.8"); a tag of weight 0 is one the browser refuses, and a malformed weight counts as 1.
 */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';').map((p) => p.trim());
      const q = params.find((p) => p.startsWith('q='));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { tag, weight: Number.isFinite(weight) ? weight : 1, index };
    })
    .filter((entry) => entry.tag !== '' && entry.tag !== '*' && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((entry) => entry.tag);
}

/**
 * Whose words a page is in: the locale chosen before (the cookie, or the account's), else the
 * first of the browser's languages that MathSteps speaks, else English.
 */
export function chooseLocale(chosen: unknown, browserLanguages: readonly string[]): Locale {
  if (isLocale(chosen)) return chosen;
  for (const tag of browserLanguages) {
    const locale = localeOfTag(tag);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}
