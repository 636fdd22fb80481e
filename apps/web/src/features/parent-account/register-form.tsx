import { Trans, useLingui } from '@lingui/react/macro';
import { CONSENT_STATEMENT, TEACHER_CONSENT_STATEMENT } from '@mathsteps/domain';
import { useFormContext, useWatch } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { registerParent } from '../../api/parent-sign-in';
import { Form, FormActions, FormFailure, FormField, useSchemaForm } from '../../components/form';
import { BackToHome } from '../../components/layout/page';
import { Banner, ButtonLink, FieldError, RadioCard, textLinkClass } from '../../components/ui';
import { homeOf, paths } from '../../config/paths';
import { inWords } from '../../lib/reason-words';
import { NameAndEmailFields } from './name-and-email';
import { NewPasswordFields } from './new-password-fields';

const loadRegisterSchema = () =>
  import('./form-schemas').then((schemas) => schemas.RegisterFormSchema);

/**
 * /register (docs/product.md): every field's rule and message, and the consent of the account's
 * role: a parent's, or a teacher's with the school (docs/decisions/0029-teachers.md).
 */
export function RegisterForm() {
  const { t } = useLingui();
  const navigate = useNavigate();
  // The landing page's link for teachers opens the teacher's account (?role=teacher).
  const [query] = useSearchParams();
  const form = useSchemaForm(loadRegisterSchema, {
    role: query.get('role') === 'teacher' ? ('teacher' as const) : ('parent' as const),
    school: '',
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
  const teacher = useWatch({ control: form.control, name: 'role' }) === 'teacher';

  return (
    <Form
      form={form}
      failed={t`An error occurred during registration`}
      onSubmit={async (data) => {
        const account = await registerParent(data);
        navigate(homeOf(account.role));
      }}
      className="flex flex-col gap-4"
    >
      <Banner>
        <Trans>
          A valid email address is needed to create an account and receive student report cards.
        </Trans>
      </Banner>
      <FormFailure />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 font-bold">
          <Trans>Who is this account for?</Trans>
        </legend>
        <div className="grid gap-3 sm:grid-cols-2">
          <RoleChoice
            value="parent"
            label={t`I'm a parent`}
            hint={t`My children practice at home.`}
          />
          <RoleChoice
            value="teacher"
            label={t`I'm a teacher`}
            hint={t`My class practices at school. Free for teachers.`}
          />
        </div>
      </fieldset>
      <NameAndEmailFields />
      {teacher && <FormField name="school" label={t`School`} autoComplete="organization" />}
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
          <span>{inWords(teacher ? TEACHER_CONSENT_STATEMENT : CONSENT_STATEMENT)}</span>
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

/** One of the two accounts, as a card with its radio button. */
function RoleChoice({
  value,
  label,
  hint,
}: {
  value: 'parent' | 'teacher';
  label: string;
  hint: string;
}) {
  const { register } = useFormContext();
  return (
    <RadioCard value={value} {...register('role')} align="start">
      <span className="flex flex-col">
        <span className="font-bold">{label}</span>
        <span className="text-sm text-muted">{hint}</span>
      </span>
    </RadioCard>
  );
}
