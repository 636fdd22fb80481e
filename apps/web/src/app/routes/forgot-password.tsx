import { Page } from '../../components/layout/page';
import { ForgotPasswordForm } from '../../features/parent-account/password-reset';

export function Component() {
  return (
    <Page title="Forgot password" heading="Forgot password?" column="md">
      <ForgotPasswordForm />
    </Page>
  );
}
