import { useLingui } from '@lingui/react/macro';
import { isLocale, LOCALE_NAMES, LOCALES, type Locale } from '@mathsteps/domain';
import { SelectField } from '../../components/ui';
import { type CardChangeProps, useCardChoice } from './use-student-update';

/**
 * The language of the child's screens (docs/languages.md): a family may read its own pages in
 * Spanish and want the child's in English, or the other way round. Until the parent chooses,
 * the child's screens are in the language of the device they are opened on.
 */
export function ChildLanguage(props: CardChangeProps) {
  const { t } = useLingui();
  const { busy, chosen, choose } = useCardChoice<Locale | ''>(
    props,
    props.student.locale,
    t`Failed to update the language`,
    // Chosen from the list only: never back to the device's.
    (locale) => ({ locale: locale as Locale }),
    (locale, name) => t`${name}'s screens are now in ${LOCALE_NAMES[locale as Locale]}.`,
  );
  return (
    <SelectField
      label={t`Language of the child’s screens`}
      value={chosen}
      disabled={busy}
      aria-busy={busy}
      onChange={(event) => {
        const locale = event.target.value;
        if (isLocale(locale)) void choose(locale);
      }}
      className="max-w-sm"
    >
      {chosen === '' && <option value="">{t`The device’s language`}</option>}
      {LOCALES.map((locale) => (
        <option key={locale} value={locale} lang={locale}>
          {LOCALE_NAMES[locale]}
        </option>
      ))}
    </SelectField>
  );
}
