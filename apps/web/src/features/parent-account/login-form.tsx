import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLocation, useNavigate } from 'react-router';
import { loginParent } from '../../api/parent-sign-in';
import { Form, FormActions, FormFailure, FormField, useSchemaForm } from '../../components/form';
import { BackToHome } from '../../components/layout/page';
import { ButtonLink, textLinkClass } from '../../components/ui';
import { homeOf, paths } from '../../config/paths';
import { returnPathOf } from '../../lib/return-path';

const loadLoginSchema = () => import('./form-schemas').then((schemas) => schemas.LoginFormSchema);

/**
 * /parent-login (docs/product.md): e-mail and password; 'Logging in...' while busy. Then the
 * dashboard, or the page a link sent a signed-out parent from (`?next=`).
 */
export function LoginForm() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { search } = useLocation();
  const form = useSchemaForm(loadLoginSchema, { email: '', password: '' });

  return (
    <Form
      form={form}
      failed={t`An error occurred during login`}
      onSubmit={async ({ email, password }) => {
        const account = await loginParent(email, password);
        // A teacher's home is the classes (docs/decisions/0029-teachers.md).
        navigate(
          account.role === 'teacher'
            ? homeOf('teacher')
            : (returnPathOf(search) ?? paths.parentDashboard),
        );
      }}
      className="flex flex-col gap-4"
    >
      <FormFailure />
      <FormField name="email" label={t`Email`} type="email" autoComplete="email" />
      <FormField
        name="password"
        label={t`Password`}
        type="password"
        autoComplete="current-password"
      />
      <Link to={paths.forgotPassword} className={`self-start ${textLinkClass}`}>
        <Trans>Forgot password?</Trans>
      </Link>
      <FormActions submit={t`Login`} busy={t`Logging in...`}>
        <ButtonLink to={paths.register} variant="secondary">
          <Trans>Create Account</Trans>
        </ButtonLink>
        <BackToHome />
      </FormActions>
    </Form>
  );
}
