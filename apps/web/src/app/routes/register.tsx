import { Page } from '../../components/layout/page';
import { RegisterForm } from '../../features/parent-account/register-form';

export function Component() {
  return (
    <Page title="Create an account" column="xl">
      <RegisterForm />
    </Page>
  );
}
