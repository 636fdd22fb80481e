import { useLingui } from '@lingui/react/macro';
import { Page } from '../../components/layout/page';
import { ResetPasswordForm } from '../../features/parent-account/password-reset';

export function Component() {
  const { t } = useLingui();
  return (
    <Page title={t`Choose a new password`} column="md">
      <ResetPasswordForm />
    </Page>
  );
}
