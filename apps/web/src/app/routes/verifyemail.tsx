import { Page } from '../../components/layout/page';
import { VerifyEmail } from '../../features/parent-account/verify-email';

export function Component() {
  return (
    <Page title="Verify your e-mail">
      <VerifyEmail />
    </Page>
  );
}
