import { Page } from '../../components/layout/page';
import { PaymentCanceled } from '../../features/billing/payment-pages';

export function Component() {
  return (
    <Page title="Payment canceled">
      <PaymentCanceled />
    </Page>
  );
}
