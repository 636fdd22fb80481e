import { useLingui } from '@lingui/react/macro';
import { FormField } from '../../components/form';

/** The parent's names and e-mail: the same fields when registering and on the account page. */
export function NameAndEmailFields() {
  const { t } = useLingui();
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField name="firstName" label={t`First name`} autoComplete="given-name" />
        <FormField name="lastName" label={t`Last name`} autoComplete="family-name" />
      </div>
      <FormField name="email" label={t`Email`} type="email" autoComplete="email" />
    </>
  );
}
