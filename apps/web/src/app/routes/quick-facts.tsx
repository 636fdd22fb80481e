import { PageTitle } from '../../components/layout/page-title';
import { QuickFacts } from '../../features/quick-facts/quick-facts';

export function Component() {
  return (
    <div className="flex flex-col gap-4">
      <PageTitle title="Quick Facts">Quick Facts</PageTitle>
      <QuickFacts />
    </div>
  );
}
