import { PageTitle } from '../../components/layout/page-title';
import { ButtonLink } from '../../components/ui';
import { paths } from '../../config/paths';
import { ManageAccount } from '../../features/parent-account/manage-account';
import { useSession } from '../../lib/session';

export function Component() {
  const session = useSession();
  // The route's loader turns visitors away; a session ending here (logout) leaves the page.
  if (session?.role !== 'parent') return null;
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
