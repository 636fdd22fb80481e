import { PageTitle } from '../../components/layout/page-title';
import { QuickFacts } from '../../features/quick-facts/quick-facts';
import { useSession } from '../../lib/session';

export function Component() {
  const session = useSession();
  const picked = session?.role === 'student' ? session.quickfacts?.operation : undefined;
  return (
    <div className="flex flex-col gap-4">
      <PageTitle title="Quick Facts">Quick Facts</PageTitle>
      <QuickFacts picked={picked} />
    </div>
  );
}
