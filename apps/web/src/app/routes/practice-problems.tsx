import { PageTitle } from '../../components/layout/page-title';
import { Practice } from '../../features/learning/practice';
import { useSession } from '../../lib/session';

export function Component() {
  const session = useSession();
  if (session?.role !== 'student') return null;
  return (
    <div className="flex flex-col gap-4">
      <PageTitle title="Practice">Practice</PageTitle>
      <Practice student={session} />
    </div>
  );
}
