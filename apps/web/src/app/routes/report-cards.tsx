import { useLingui } from '@lingui/react/macro';
import { ParentPage } from '../../components/layout/role-page';
import { ReportCards } from '../../features/report-cards/report-cards';

export function Component() {
  const { t } = useLingui();
  return (
    <ParentPage title={t`Report cards`}>{(parent) => <ReportCards parent={parent} />}</ParentPage>
  );
}
