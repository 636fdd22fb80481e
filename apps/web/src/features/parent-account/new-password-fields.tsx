import { useLingui } from '@lingui/react/macro';
import { FormField } from '../../components/form';

/**
 * A password chosen by the sign-up's rules, typed twice: on /register and on the page a
 * reset link opens. The form's fields are `password` and `confirmPassword`.
 */
export function NewPasswordFields({ label }: { label?: string }) {
  const { t } = useLingui();
  return (
    <>
      <FormField
        name="password"
        label={label ?? t`Password`}
        type="password"
        autoComplete="new-password"
        hint={t`At least 8 characters with an uppercase letter, a lowercase letter and a number.`}
      />
      <FormField
        name="confirmPassword"
        label={t`Confirm password`}
        type="password"
        autoComplete="new-password"
      />
    </>
  );
}
