import { PageTitle } from '../../components/layout/page-title';
import { ResetPasswordForm } from '../../features/parent-account/password-reset';

export function Component() {
  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-6">
      <PageTitle title="Choose a new password">Choose a new password</PageTitle>
      <ResetPasswordForm />
    </div>
  );
}
