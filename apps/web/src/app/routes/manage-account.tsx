import { Navigate } from 'react-router';
import { PageTitle } from '../../components/layout/page-title';
import { ButtonLink } from '../../components/ui';
import { paths } from '../../config/paths';
import { ManageAccount } from '../../features/parent-account/manage-account';
import { useSession } from '../../lib/session';

export function Component() {
  const session = useSession();
  if (session?.role !== 'parent') return <Navigate to={paths.landing} replace />;
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6">
      <PageTitle title="Manage account">Manage account</PageTitle>
      <ManageAccount parent={session} />
      <ButtonLink to={paths.parentDashboard} variant="secondary" className="self-start">
        Back to Dashboard
      </ButtonLink>
    </div>
  );
}
