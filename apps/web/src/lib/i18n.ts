import { type I18n, i18n, setupI18n } from '@lingui/core';
import {
  type Catalogue,
  catalogueOf,
  chooseLocale,
  isLocale,
  LOCALE_COOKIE,
  type Locale,
} from '@mathsteps/domain';
import { readCookie, writeCookie } from './cookies';

type Words = () => Promise<{ messages: I18n['messages'] }>;

/**
 * The words of the app in the chosen language (docs/languages.md): one catalogue per language,
 * each built into two files, and only the chosen one's are fetched (the server preloads them
 * with the page). A visitor's pages say the first part's words; the signed-in screens' layout
 * fetches the second part before it draws them (scripts/catalogue-parts.ts).
 */
const CATALOGUES: Record<Catalogue, { visitor: Words; signedIn: Words }> = {
  en: {
    visitor: () => import('../locales/en.po?words=visitor'),
    signedIn: () => import('../locales/en.po?words=signed-in'),
  },
  es: {
    visitor: () => import('../locales/es.po?words=visitor'),
    signedIn: () => import('../locales/es.po?words=signed-in'),
  },
  'es-ES': {
    visitor: () => import('../locales/es-ES.po?words=visitor'),
    signedIn: () => import('../locales/es-ES.po?words=signed-in'),
  },
};

type Part = keyof (typeof CATALOGUES)['en'];
/** The parts this page has needed so far: a language chosen later comes with the same. */
const needed = new Set<Part>(['visitor']);

/**
 * An i18n instance with the locale's words loaded and active: the parts this page has needed.
 * A part needed while these were on their way (the signed-in screens' layout, opened while an
 * account's language is being switched to) comes before the switch. Added to what the
 * instance holds, never in its place.
 */
export async function loadLocale(locale: Locale, i18n: I18n = setupI18n()): Promise<I18n> {
  const catalogue = CATALOGUES[catalogueOf(locale)];
  const loaded = new Set<Part>();
  let missing = [...needed];
  while (missing.length > 0) {
    const words = await Promise.all(missing.map((part) => catalogue[part]()));
    for (const part of missing) loaded.add(part);
    i18n.load(locale, Object.assign({}, ...words.map((part) => part.messages)));
    missing = [...needed].filter((part) => !loaded.has(part));
  }
  i18n.activate(locale);
  return i18n;
}

/**
 * The signed-in screens' words in the page's language, for their layout to wait for; from
 * then on, every language loaded comes with them (a switch under way included).
 */
export async function loadSignedInWords(): Promise<void> {
  needed.add('signedIn');
  const locale = isLocale(i18n.locale) ? i18n.locale : browserLocale();
  const { messages } = await CATALOGUES[catalogueOf(locale)].signedIn();
  i18n.load(locale, { ...messages });
}

/**
 * The language an account chose, for the screens of whoever signs in (docs/languages.md): a
 * parent's own, a child's the parent chose for the child. Not chosen (''): the device's stays.
 */
export function followAccount(locale: string): void {
  if (isLocale(locale) && locale !== i18n.locale) void switchLocale(i18n, locale);
}

/** The locale this browser's pages are in: the one chosen here before, else its own languages. */
export function browserLocale(): Locale {
  return chooseLocale(readCookie(LOCALE_COOKIE), navigator.languages);
}

/**
 * Switches the page to another locale and remembers it for a year (the server reads the cookie to
 * draw and send the next page in it).
 */
export async function switchLocale(i18n: I18n, locale: Locale): Promise<void> {
  writeCookie(LOCALE_COOKIE, locale, 365, 'Lax');
  await loadLocale(locale, i18n);
  document.documentElement.lang = locale;
}
