import { PageTitle } from '../../components/layout/page-title';
import { TestPortal } from '../../features/billing/test-portal';

export function Component() {
  return (
    <div className="flex flex-col gap-4">
      <PageTitle title="Test billing portal">Test billing portal</PageTitle>
      <TestPortal />
    </div>
  );
}
