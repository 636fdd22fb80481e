import { Page } from '../../components/layout/page';
import { TestCheckout } from '../../features/billing/test-checkout';

export function Component() {
  return (
    <Page title="Test checkout">
      <TestCheckout />
    </Page>
  );
}
