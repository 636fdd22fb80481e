import { useLingui } from '@lingui/react/macro';
import { Page } from '../../components/layout/page';
import { ForgotPasswordForm } from '../../features/parent-account/password-reset';

export function Component() {
  const { t } = useLingui();
  return (
    <Page title={t`Forgot password`} heading={t`Forgot password?`} column="md">
      <ForgotPasswordForm />
    </Page>
  );
}
