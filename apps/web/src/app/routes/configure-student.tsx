import { PageTitle } from '../../components/layout/page-title';
import { ConfigureStudents } from '../../features/configure-students/configure-students';
import { useSession } from '../../lib/session';

export function Component() {
  const session = useSession();
  // The route's loader turns visitors away; a session ending here (logout) leaves the page.
  if (session?.role !== 'parent') return null;
  return (
    <div className="flex flex-col gap-4">
      <PageTitle title="Configure students">Configure students</PageTitle>
      <ConfigureStudents parent={session} />
    </div>
  );
}
