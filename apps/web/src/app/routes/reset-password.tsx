import { Page } from '../../components/layout/page';
import { ResetPasswordForm } from '../../features/parent-account/password-reset';

export function Component() {
  return (
    <Page title="Choose a new password" column="md">
      <ResetPasswordForm />
    </Page>
  );
}
