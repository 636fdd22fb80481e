import { PageTitle } from '../../components/layout/page-title';
import { RegisterForm } from '../../features/parent-account/register-form';

export function Component() {
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-6">
      <PageTitle title="Create an account">Create an account</PageTitle>
      <RegisterForm />
    </div>
  );
}
