import { Page } from '../../components/layout/page';
import { TestPortal } from '../../features/billing/test-portal';

export function Component() {
  return (
    <Page title="Test billing portal">
      <TestPortal />
    </Page>
  );
}
