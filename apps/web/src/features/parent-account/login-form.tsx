import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { loginParent } from '../../api/parent';
import { Banner, Button, ButtonLink, Field } from '../../components/ui';
import { paths } from '../../config/paths';
import { returnPathOf } from '../../lib/return-path';
import { reasonOf } from '../../lib/rpc-client';
import { useZodForm } from '../../lib/use-zod-form';

const loadLoginSchema = () => import('./form-schemas').then((schemas) => schemas.LoginFormSchema);

/**
 * /parent-login (seed §2): e-mail and password; 'Logging in...' while busy. Then the
 * dashboard, or the page a link sent a signed-out parent from (`?next=`).
 */
export function LoginForm() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const form = useZodForm(loadLoginSchema, { email: '', password: '' });
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');

  const submit = form.onSubmit(async ({ email, password }) => {
    setBusy(true);
    setFailure('');
    try {
      await loginParent(email, password);
      navigate(returnPathOf(search) ?? paths.parentDashboard);
    } catch (error) {
      setFailure(reasonOf(error, 'An error occurred during login'));
      setBusy(false);
    }
  });

  return (
    <form ref={form.formRef} onSubmit={submit} noValidate className="flex flex-col gap-4">
      {(failure || form.unavailable) && <Banner tone="error">{failure || form.unavailable}</Banner>}
      <Field label="Email" type="email" autoComplete="email" {...form.field('email')} />
      <Field
        label="Password"
        type="password"
        autoComplete="current-password"
        {...form.field('password')}
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={busy}>
          {busy ? 'Logging in...' : 'Login'}
        </Button>
        <ButtonLink to={paths.register} variant="secondary">
          Create Account
        </ButtonLink>
        <ButtonLink to={paths.landing} variant="ghost">
          Back to Home
        </ButtonLink>
      </div>
    </form>
  );
}
