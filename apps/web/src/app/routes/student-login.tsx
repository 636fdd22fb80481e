import { PageTitle } from '../../components/layout/page-title';
import { StudentLoginForm } from '../../features/student-account/student-login-form';

export function Component() {
  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-6">
      <PageTitle title="Student login">Student login</PageTitle>
      <StudentLoginForm />
    </div>
  );
}
