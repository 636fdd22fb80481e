import { ParentPage } from '../../components/layout/role-page';
import { ReportCards } from '../../features/report-cards/report-cards';

export function Component() {
  return (
    <ParentPage title="Report cards">{(parent) => <ReportCards parent={parent} />}</ParentPage>
  );
}
