import { PageTitle } from '../../components/layout/page-title';
import { LoginForm } from '../../features/parent-account/login-form';

export function Component() {
  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-6">
      <PageTitle title="Parent login">Parent login</PageTitle>
      <LoginForm />
    </div>
  );
}
