import { Page } from '../../components/layout/page';
import { StudentLoginForm } from '../../features/student-account/student-login-form';

export function Component() {
  return (
    <Page title="Student login" column="md">
      <StudentLoginForm />
    </Page>
  );
}
