import { Page } from '../../components/layout/page';
import { LoginForm } from '../../features/parent-account/login-form';

export function Component() {
  return (
    <Page title="Parent login" column="md">
      <LoginForm />
    </Page>
  );
}
