import { useLingui } from '@lingui/react/macro';
import { Page } from '../../components/layout/page';
import { LoginForm } from '../../features/parent-account/login-form';

export function Component() {
  const { t } = useLingui();
  return (
    <Page title={t`Parent login`} column="md">
      <LoginForm />
    </Page>
  );
}
