import { Navigate } from 'react-router';
import { PageTitle } from '../../components/layout/page-title';
import { paths } from '../../config/paths';
import { ParentDashboard } from '../../features/parent-dashboard/parent-dashboard';
import { useSession } from '../../lib/session';

export function Component() {
  const session = useSession();
  if (session?.role !== 'parent') return <Navigate to={paths.parentLogin} replace />;
  return (
    <div className="flex flex-col gap-4">
      <PageTitle title="Parent dashboard">Parent dashboard</PageTitle>
      <ParentDashboard parent={session} />
    </div>
  );
}
