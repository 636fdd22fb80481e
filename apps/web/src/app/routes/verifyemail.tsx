import { useLingui } from '@lingui/react/macro';
import { Page } from '../../components/layout/page';
import { VerifyEmail } from '../../features/parent-account/verify-email';

export function Component() {
  const { t } = useLingui();
  return (
    <Page title={t`Verify your e-mail`}>
      <VerifyEmail />
    </Page>
  );
}
