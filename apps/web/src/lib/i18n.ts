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

/**
 * The words of the app in the chosen language (docs/languages.md): one catalogue per language,
 * each its own file, and only the chosen one is fetched (the server preloads it with the page).
 */
const CATALOGUES: Record<Catalogue, () => Promise<{ messages: I18n['messages'] }>> = {
  en: () => import('../locales/en.po'),
  es: () => import('../locales/es.po'),
  'es-ES': () => import('../locales/es-ES.po'),
};

/** An i18n instance with the locale's catalogue loaded and active. */
export async function loadLocale(locale: Locale, i18n: I18n = setupI18n()): Promise<I18n> {
  const { messages } = await CATALOGUES[catalogueOf(locale)]();
  i18n.loadAndActivate({ locale, messages });
  return i18n;
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
