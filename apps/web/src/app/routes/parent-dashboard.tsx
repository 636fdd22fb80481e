import { ParentPage } from '../../components/layout/role-page';
import { ParentDashboard } from '../../features/parent-dashboard/parent-dashboard';

export function Component() {
  return (
    <ParentPage title="Parent dashboard">
      {(parent) => <ParentDashboard parent={parent} />}
    </ParentPage>
  );
}
