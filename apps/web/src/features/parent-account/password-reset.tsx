import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Refusal } from '@mathsteps/domain';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { askPasswordReset, checkResetLink, setNewPassword } from '../../api/parent-sign-in';
import { Form, FormActions, FormFailure, FormField, useSchemaForm } from '../../components/form';
import {
  Banner,
  Button,
  ButtonLink,
  LinkBanner,
  Spinner,
  textLinkClass,
} from '../../components/ui';
import { paths } from '../../config/paths';
import { refusalInWords } from '../../lib/refusal-words';
import { NewPasswordFields } from './new-password-fields';

const loadForgotSchema = () =>
  import('./form-schemas').then((schemas) => schemas.ForgotPasswordSchema);
const loadNewPasswordSchema = () =>
  import('./form-schemas').then((schemas) => schemas.NewPasswordSchema);

/** The answer to every address asked for (docs/decisions/0023-password-reset.md). */
export const RESET_LINK_SENT = msg`If an account uses this address, we sent a link.`;

/**
 * /forgot-password: the address to send a link to. The answer is the same whether or not an
 * account uses it; the link works for an hour, once.
 */
export function ForgotPasswordForm() {
  const { t } = useLingui();
  const form = useSchemaForm(loadForgotSchema, { email: '' });
  const [sentTo, setSentTo] = useState<string>();
  if (sentTo) {
    return (
      <div className="flex flex-col gap-4">
        <Banner tone="success">
          <strong>{t(RESET_LINK_SENT)}</strong>{' '}
          <Trans>
            Look for our e-mail to {sentTo}: its link works for an hour, once. Nothing there? Check
            the spam folder, or ask again in a few minutes.
          </Trans>
        </Banner>
        <div>
          <ButtonLink to={paths.parentLogin} variant="secondary">
            <Trans>Back to Login</Trans>
          </ButtonLink>
        </div>
      </div>
    );
  }
  return (
    <Form
      form={form}
      failed={t`The link could not be sent. Please try again.`}
      onSubmit={async ({ email }) => {
        await askPasswordReset(email);
        setSentTo(email);
      }}
      className="flex flex-col gap-4"
    >
      <p>
        <Trans>
          Type the e-mail address of your account: we will send it a link to choose a new password.
        </Trans>
      </p>
      <FormFailure />
      <FormField name="email" label={t`Email`} type="email" autoComplete="email" />
      <FormActions submit={t`Send Link`} busy={t`Sending...`}>
        <ButtonLink to={paths.parentLogin} variant="secondary">
          <Trans>Back to Login</Trans>
        </ButtonLink>
      </FormActions>
    </Form>
  );
}

/**
 * /reset-password?token=…&email=…: the page the e-mailed link opens, to choose a new password
 * by the sign-up's rules. It asks first whether the link still works: a used or late link says
 * so at once, with the way to a new one, before any form. Every device of the account is
 * signed out once the password is set.
 */
export function ResetPasswordForm() {
  const { t } = useLingui();
  const [query] = useSearchParams();
  const token = query.get('token') ?? '';
  const email = query.get('email') ?? '';
  const check = useLinkCheck(token, email);
  const [done, setDone] = useState(false);

  if (!token || !email) {
    return (
      <Banner tone="error">
        <Trans>
          This link is not complete: open it again from the e-mail, or{' '}
          <Link to={paths.forgotPassword} className={textLinkClass}>
            ask for a new one
          </Link>
          .
        </Trans>
      </Banner>
    );
  }
  if (done) {
    return (
      <div className="flex flex-col gap-4">
        <Banner tone="success">
          <Trans>
            <strong>Your password is changed.</strong> Every device was signed out: log in with the
            new password.
          </Trans>
        </Banner>
        <div>
          <ButtonLink to={paths.parentLogin}>
            <Trans>Go to Login</Trans>
          </ButtonLink>
        </div>
      </div>
    );
  }
  if (check === 'checking') return <Spinner label={t`Checking the link...`} />;
  if (check === 'failed') {
    return (
      <Banner
        tone="error"
        action={
          <Button onClick={() => window.location.reload()}>
            <Trans>Try Again</Trans>
          </Button>
        }
      >
        <Trans>The link could not be checked. Please try again.</Trans>
      </Banner>
    );
  }
  return check === 'valid' ? (
    <NewPasswordForm token={token} email={email} onDone={() => setDone(true)} />
  ) : (
    <LinkNotValid />
  );
}

/** Whether the link still works, asked once the page opens with one. */
function useLinkCheck(token: string, email: string) {
  const [state, setState] = useState<'checking' | 'valid' | 'not valid' | 'failed'>('checking');
  useEffect(() => {
    if (!token || !email) return;
    checkResetLink(token, email)
      .then((valid) => setState(valid ? 'valid' : 'not valid'))
      .catch(() => setState('failed'));
  }, [token, email]);
  return state;
}

/** A reset link used, replaced, past its hour or never sent. */
const LINK_NOT_VALID: Refusal = { code: 'password_link_not_valid' };

/** A used or late link: said at once, with the way to a new one. */
function LinkNotValid() {
  return (
    <LinkBanner
      tone="error"
      link={{
        to: paths.forgotPassword,
        label: <Trans>Ask for a New Link</Trans>,
        variant: 'secondary',
      }}
    >
      {refusalInWords(LINK_NOT_VALID)}
    </LinkBanner>
  );
}

function NewPasswordForm({
  token,
  email,
  onDone,
}: {
  token: string;
  email: string;
  onDone: () => void;
}) {
  const { t } = useLingui();
  const form = useSchemaForm(loadNewPasswordSchema, { password: '', confirmPassword: '' });
  const failure = form.formState.errors.root?.server?.message;
  return (
    <Form
      form={form}
      failed={t`The password could not be changed. Please try again.`}
      onSubmit={async ({ password }) => {
        await setNewPassword(token, email, password);
        onDone();
      }}
      className="flex flex-col gap-4"
    >
      <p>
        <Trans>
          A new password for <span className="font-bold [overflow-wrap:anywhere]">{email}</span>.
        </Trans>
      </p>
      <FormFailure />
      {/* Used on another page meanwhile: the same way to a new one. */}
      {failure === refusalInWords(LINK_NOT_VALID) && (
        <div>
          <ButtonLink to={paths.forgotPassword} variant="secondary">
            <Trans>Ask for a New Link</Trans>
          </ButtonLink>
        </div>
      )}
      <NewPasswordFields label={t`New password`} />
      <FormActions submit={t`Set New Password`} busy={t`Saving...`} />
    </Form>
  );
}
