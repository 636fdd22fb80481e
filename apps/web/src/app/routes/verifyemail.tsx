import { PageTitle } from '../../components/layout/page-title';
import { VerifyEmail } from '../../features/parent-account/verify-email';

export function Component() {
  return (
    <div className="flex flex-col gap-6">
      <PageTitle title="Verify your e-mail">Verify your e-mail</PageTitle>
      <VerifyEmail />
    </div>
  );
}
