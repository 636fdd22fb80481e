import { FormField } from '../../components/form';

/** The parent's names and e-mail: the same fields when registering and on the account page. */
export function NameAndEmailFields() {
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField name="firstName" label="First name" autoComplete="given-name" />
        <FormField name="lastName" label="Last name" autoComplete="family-name" />
      </div>
      <FormField name="email" label="Email" type="email" autoComplete="email" />
    </>
  );
}
