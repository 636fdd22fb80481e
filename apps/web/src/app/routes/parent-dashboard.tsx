import { useLingui } from '@lingui/react/macro';
import { ParentPage } from '../../components/layout/role-page';
import { ParentDashboard } from '../../features/parent-dashboard/parent-dashboard';

export function Component() {
  const { t } = useLingui();
  return (
    <ParentPage title={t`Parent dashboard`}>
      {(parent) => <ParentDashboard parent={parent} />}
    </ParentPage>
  );
}
