import { Trans, useLingui } from '@lingui/react/macro';
import { CONSENT_STATEMENT } from '@mathsteps/domain';
import { useNavigate } from 'react-router';
import { registerParent } from '../../api/parent-sign-in';
import { Form, FormActions, FormFailure, useSchemaForm } from '../../components/form';
import { BackToHome } from '../../components/layout/page';
import { Banner, ButtonLink, FieldError, textLinkClass } from '../../components/ui';
import { paths } from '../../config/paths';
import { inWords } from '../../lib/reason-words';
import { NameAndEmailFields } from './name-and-email';
import { NewPasswordFields } from './new-password-fields';

const loadRegisterSchema = () =>
  import('./form-schemas').then((schemas) => schemas.RegisterFormSchema);

/** /register (docs/product.md): every field's rule and message, and the parent's consent. */
export function RegisterForm() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const form = useSchemaForm(loadRegisterSchema, {
    firstName: '',
    lastName: '',
    email: '',
    password: '',
    confirmPassword: '',
    // consent: unticked (the schema takes only a tick).
  });
  // In the page's language, as every field's message (the rule's words are English ids).
  const consentMessage = form.formState.errors.consent?.message;
  const consentError = consentMessage && inWords(consentMessage);

  return (
    <Form
      form={form}
      failed={t`An error occurred during registration`}
      onSubmit={async (data) => {
        await registerParent(data);
        navigate(paths.parentDashboard);
      }}
      className="flex flex-col gap-4"
    >
      <Banner>
        <Trans>
          A valid email address is needed to create an account and receive student report cards.
        </Trans>
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
          <span>{inWords(CONSENT_STATEMENT)}</span>
        </label>
        {/* Read before agreeing; a new tab keeps what is typed here. */}
        <p id="consent-terms" className="pl-8 text-sm text-muted">
          <Trans>
            Read our{' '}
            <a href={paths.terms} target="_blank" rel="noopener" className={textLinkClass}>
              Terms of Service
            </a>{' '}
            and our{' '}
            <a href={paths.privacy} target="_blank" rel="noopener" className={textLinkClass}>
              Privacy Policy
            </a>{' '}
            (each opens in a new tab).
          </Trans>
        </p>
        <FieldError id="consent-error" error={consentError} />
      </div>
      <FormActions submit={t`Register`} busy={t`Creating Account...`}>
        <ButtonLink to={paths.parentLogin} variant="secondary">
          <Trans>Back to Login</Trans>
        </ButtonLink>
        <BackToHome />
      </FormActions>
    </Form>
  );
}
