import { PageTitle } from '../../components/layout/page-title';
import { Assignments } from '../../features/learning/assignments';
import { useSession } from '../../lib/session';

export function Component() {
  const session = useSession();
  // The route's loader turns visitors away; a session ending here (logout) leaves the page.
  if (session?.role !== 'student') return null;
  return (
    <div className="flex flex-col gap-4">
      <PageTitle title="Assignments">Assignments</PageTitle>
      <Assignments student={session} />
    </div>
  );
}
