import { useLingui } from '@lingui/react/macro';
import { Page } from '../../components/layout/page';
import { StudentLoginForm } from '../../features/student-account/student-login-form';

export function Component() {
  const { t } = useLingui();
  return (
    <Page title={t`Student login`} column="md">
      <StudentLoginForm />
    </Page>
  );
}
