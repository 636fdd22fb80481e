import { PageTitle } from '../../components/layout/page-title';
import { TestCheckout } from '../../features/billing/test-checkout';

export function Component() {
  return (
    <div className="flex flex-col gap-4">
      <PageTitle title="Test checkout">Test checkout</PageTitle>
      <TestCheckout />
    </div>
  );
}
