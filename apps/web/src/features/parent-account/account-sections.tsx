import { Trans, useLingui } from '@lingui/react/macro';
import { isLocale, LOCALE_NAMES, LOCALES } from '@mathsteps/domain';
import { useState } from 'react';
import { useAccountLanguage, useSignOutEverywhere } from '../../api/parent';
import { Button, ConfirmDialog, SelectField } from '../../components/ui';
import { switchLocale } from '../../lib/i18n';
import { reasonOf } from '../../lib/server-errors';
import type { AccountProfile } from '../../lib/session';

// Two sections of Manage Account (manage-account.tsx), for a parent's account and a teacher's.

/**
 * The language of the parent's pages and e-mails (docs/languages.md), kept with the account:
 * every device the parent signs in on follows it, and so does the weekly e-mail.
 */
export function AccountLanguage({
  parent,
  onSaved,
  onFailed,
}: {
  parent: AccountProfile;
  onSaved: (text: string) => void;
  onFailed: (text: string) => void;
}) {
  const { i18n, t } = useLingui();
  const language = useAccountLanguage();
  const busy = language.isPending;
  const chosen = isLocale(parent.locale) ? parent.locale : '';
  const choose = (locale: string) => {
    if (!isLocale(locale) || locale === chosen) return;
    language.mutate(locale, {
      onSuccess: async () => {
        // Said in the language chosen: the page has switched to it by then.
        await switchLocale(i18n, locale);
        onSaved(t`Your pages and e-mails are now in ${LOCALE_NAMES[locale]}.`);
      },
      onError: (error) => onFailed(reasonOf(error, t`Failed to update the language`)),
    });
  };
  return (
    <section className="flex flex-col items-start gap-3 rounded-card bg-card p-6 ring-1 ring-line">
      <h2 className="text-xl font-bold">{t`Language`}</h2>
      <SelectField
        label={t`Your pages and e-mails`}
        value={chosen}
        disabled={busy}
        aria-busy={busy}
        onChange={(event) => choose(event.target.value)}
        className="max-w-sm"
      >
        {chosen === '' && (
          <option value="">{t`This browser’s language (e-mails in English)`}</option>
        )}
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {LOCALE_NAMES[locale]}
          </option>
        ))}
      </SelectField>
      {parent.role === 'parent' && (
        <p className="text-sm text-muted">
          {t`Each child’s screens have their own language, on the child’s card in Configure Students.`}
        </p>
      )}
    </section>
  );
}

/**
 * "Sign out of all devices" (a phone lost, a tablet given away), asked first: every other
 * device of the parent and every device a child is signed in on must log in again.
 */
export function SignOutEverywhere({
  onDone,
  teacher,
}: {
  onDone: (ended: number) => void;
  /** A teacher's account has no children's devices (docs/decisions/0029-teachers.md). */
  teacher: boolean;
}) {
  const { t } = useLingui();
  const [asking, setAsking] = useState(false);
  const signOut = useSignOutEverywhere();
  const busy = signOut.isPending;
  const failed = signOut.isError
    ? reasonOf(signOut.error, t`That did not work. Please try again.`)
    : undefined;
  return (
    <section className="flex flex-col items-start gap-3 rounded-card bg-card p-6 ring-1 ring-line">
      <h2 className="text-xl font-bold">
        <Trans>Devices</Trans>
      </h2>
      <p className="text-muted">
        {teacher ? (
          <Trans>Signs out every other device of yours. This one stays signed in.</Trans>
        ) : (
          <Trans>
            Signs out every other device of yours, and every device your children are signed in on.
            This one stays signed in.
          </Trans>
        )}
      </p>
      <Button variant="secondary" onClick={() => setAsking(true)}>
        <Trans>Sign out of all devices</Trans>
      </Button>
      <ConfirmDialog
        open={asking}
        onClose={() => setAsking(false)}
        title={t`Sign out of all devices?`}
        dismiss={t`Cancel`}
        confirm={busy ? t`Signing out...` : t`Sign Out Everywhere`}
        onConfirm={() =>
          signOut.mutate(undefined, {
            onSuccess: (ended) => {
              setAsking(false);
              onDone(ended);
            },
          })
        }
        busy={busy}
      >
        <span className="flex flex-col gap-2">
          <span>
            {teacher ? (
              <Trans>Every other device of yours will need to log in again.</Trans>
            ) : (
              <Trans>
                Every other device of yours, and your children&apos;s tablets and computers, will
                need to log in again.
              </Trans>
            )}
          </span>
          {failed && <span className="font-bold text-berry-700">{failed}</span>}
        </span>
      </ConfirmDialog>
    </section>
  );
}
