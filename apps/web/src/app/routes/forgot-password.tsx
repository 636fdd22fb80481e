import { PageTitle } from '../../components/layout/page-title';
import { ForgotPasswordForm } from '../../features/parent-account/password-reset';

export function Component() {
  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-6">
      <PageTitle title="Forgot password">Forgot password?</PageTitle>
      <ForgotPasswordForm />
    </div>
  );
}
