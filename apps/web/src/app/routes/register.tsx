import { useLingui } from '@lingui/react/macro';
import { Page } from '../../components/layout/page';
import { RegisterForm } from '../../features/parent-account/register-form';

export function Component() {
  const { t } = useLingui();
  return (
    <Page title={t`Create an account`} column="xl">
      <RegisterForm />
    </Page>
  );
}
