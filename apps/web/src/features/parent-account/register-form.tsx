import { CONSENT_STATEMENT } from '@mathsteps/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { registerParent } from '../../api/parent';
import { Banner, Button, ButtonLink, Field, textLinkClass } from '../../components/ui';
import { paths } from '../../config/paths';
import { reasonOf } from '../../lib/rpc-client';
import { useZodForm } from '../../lib/use-zod-form';

const loadRegisterSchema = () =>
  import('./form-schemas').then((schemas) => schemas.RegisterFormSchema);

/** /register (seed §2, §5): every field's rule and message, and the parent's consent. */
export function RegisterForm() {
  const navigate = useNavigate();
  const form = useZodForm(loadRegisterSchema, {
    firstName: '',
    lastName: '',
    email: '',
    password: '',
    confirmPassword: '',
    consent: false,
  });
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');

  const submit = form.onSubmit(async (data) => {
    setBusy(true);
    setFailure('');
    try {
      await registerParent(data);
      navigate(paths.parentDashboard);
    } catch (error) {
      setFailure(reasonOf(error, 'An error occurred during registration'));
      setBusy(false);
    }
  });

  return (
    <form ref={form.formRef} onSubmit={submit} noValidate className="flex flex-col gap-4">
      <Banner>
        A valid email address is needed to create an account and receive student report cards.
      </Banner>
      {(failure || form.unavailable) && <Banner tone="error">{failure || form.unavailable}</Banner>}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="First name" autoComplete="given-name" {...form.field('firstName')} />
        <Field label="Last name" autoComplete="family-name" {...form.field('lastName')} />
      </div>
      <Field label="Email" type="email" autoComplete="email" {...form.field('email')} />
      <Field
        label="Password"
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters with an uppercase letter, a lowercase letter and a number."
        {...form.field('password')}
      />
      <Field
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        {...form.field('confirmPassword')}
      />
      <div className="flex flex-col gap-1.5">
        <label className="flex items-start gap-3">
          <input
            type="checkbox"
            name="consent"
            checked={form.values.consent === true}
            onChange={(event) => form.set('consent', event.target.checked)}
            aria-invalid={form.errors.consent ? true : undefined}
            aria-describedby={form.errors.consent ? 'consent-terms consent-error' : 'consent-terms'}
            className="mt-1 size-5 shrink-0 accent-brand-600"
          />
          <span>{CONSENT_STATEMENT}</span>
        </label>
        {/* Read before agreeing; a new tab keeps what is typed here. */}
        <p id="consent-terms" className="pl-8 text-sm text-muted">
          Read our{' '}
          <a href={paths.terms} target="_blank" rel="noopener" className={textLinkClass}>
            Terms of Service
          </a>{' '}
          and our{' '}
          <a href={paths.privacy} target="_blank" rel="noopener" className={textLinkClass}>
            Privacy Policy
          </a>{' '}
          (each opens in a new tab).
        </p>
        {form.errors.consent && (
          <p id="consent-error" className="text-sm font-bold text-berry-700">
            {form.errors.consent}
          </p>
        )}
      </div>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={busy}>
          {busy ? 'Creating Account...' : 'Register'}
        </Button>
        <ButtonLink to={paths.parentLogin} variant="secondary">
          Back to Login
        </ButtonLink>
        <ButtonLink to={paths.landing} variant="ghost">
          Back to Home
        </ButtonLink>
      </div>
    </form>
  );
}
