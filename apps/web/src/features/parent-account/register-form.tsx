import { CONSENT_STATEMENT } from '@mathsteps/domain';
import { useNavigate } from 'react-router';
import { registerParent } from '../../api/parent';
import { Form, FormActions, FormFailure, useSchemaForm } from '../../components/form';
import { BackToHome } from '../../components/layout/page';
import { Banner, ButtonLink, FieldError, textLinkClass } from '../../components/ui';
import { paths } from '../../config/paths';
import { NameAndEmailFields } from './name-and-email';
import { NewPasswordFields } from './new-password-fields';

const loadRegisterSchema = () =>
  import('./form-schemas').then((schemas) => schemas.RegisterFormSchema);

/** /register (docs/product.md): every field's rule and message, and the parent's consent. */
export function RegisterForm() {
  const navigate = useNavigate();
  const form = useSchemaForm(loadRegisterSchema, {
    firstName: '',
    lastName: '',
    email: '',
    password: '',
    confirmPassword: '',
    // consent: unticked (the schema takes only a tick).
  });
  const consentError = form.formState.errors.consent?.message;

  return (
    <Form
      form={form}
      failed="An error occurred during registration"
      onSubmit={async (data) => {
        await registerParent(data);
        navigate(paths.parentDashboard);
      }}
      className="flex flex-col gap-4"
    >
      <Banner>
        A valid email address is needed to create an account and receive student report cards.
      </Banner>
      <FormFailure />
      <NameAndEmailFields />
      <NewPasswordFields />
      <div className="flex flex-col gap-1.5">
        <label className="flex items-start gap-3">
          <input
            type="checkbox"
            {...form.register('consent')}
            aria-invalid={consentError ? true : undefined}
            aria-describedby={consentError ? 'consent-terms consent-error' : 'consent-terms'}
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
        <FieldError id="consent-error" error={consentError} />
      </div>
      <FormActions submit="Register" busy="Creating Account...">
        <ButtonLink to={paths.parentLogin} variant="secondary">
          Back to Login
        </ButtonLink>
        <BackToHome />
      </FormActions>
    </Form>
  );
}
