import { useLingui } from '@lingui/react/macro';
import { isLocale, LOCALE_NAMES, LOCALES, type Locale } from '@mathsteps/domain';
import { Languages } from 'lucide-react';
import { switchLocale } from '../../lib/i18n';

/**
 * The choice of language and of how numbers are written (docs/languages.md), remembered on this
 * browser. Each locale is named in its own words, so that a reader finds their own whatever the
 * page is in. The header's is a select; the footer lists them as buttons.
 */
export function LanguageSwitch({ variant }: { variant: 'select' | 'buttons' }) {
  const { i18n, t } = useLingui();
  const current = i18n.locale as Locale;
  const choose = (locale: string) => {
    if (isLocale(locale) && locale !== current) void switchLocale(i18n, locale);
  };
  if (variant === 'select') {
    return (
      <label className="flex items-center gap-1 rounded-lg px-2 py-1 text-sm font-bold text-ink">
        <Languages aria-hidden="true" className="size-5 text-brand-700" />
        <span className="sr-only">{t`Language`}</span>
        <select
          value={current}
          onChange={(event) => choose(event.target.value)}
          className="rounded-md border border-line bg-card px-1 py-1"
        >
          {LOCALES.map((locale) => (
            <option key={locale} value={locale} lang={locale}>
              {LOCALE_NAMES[locale]}
            </option>
          ))}
        </select>
      </label>
    );
  }
  return (
    <nav aria-label={t`Language`}>
      <ul className="flex flex-wrap gap-x-3 gap-y-1">
        {LOCALES.map((locale) => (
          <li key={locale}>
            <button
              type="button"
              lang={locale}
              aria-current={locale === current ? 'true' : undefined}
              onClick={() => choose(locale)}
              className="font-bold text-brand-700 underline-offset-4 hover:underline aria-[current=true]:text-ink aria-[current=true]:no-underline"
            >
              {LOCALE_NAMES[locale]}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
