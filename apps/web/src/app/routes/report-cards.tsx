import { PageTitle } from '../../components/layout/page-title';
import { ReportCards } from '../../features/report-cards/report-cards';
import { useSession } from '../../lib/session';

export function Component() {
  const session = useSession();
  if (session?.role !== 'parent') return null;
  return (
    <div className="flex flex-col gap-4">
      <PageTitle title="Report cards">Report cards</PageTitle>
      <ReportCards parent={session} />
    </div>
  );
}
