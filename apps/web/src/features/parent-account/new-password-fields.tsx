import { FormField } from '../../components/form';

/**
 * A password chosen by the sign-up's rules, typed twice: on /register and on the page a
 * reset link opens. The form's fields are `password` and `confirmPassword`.
 */
export function NewPasswordFields({ label = 'Password' }: { label?: string }) {
  return (
    <>
      <FormField
        name="password"
        label={label}
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters with an uppercase letter, a lowercase letter and a number."
      />
      <FormField
        name="confirmPassword"
        label="Confirm password"
        type="password"
        autoComplete="new-password"
      />
    </>
  );
}
