import { Page } from '../../components/layout/page';
import { PaymentSuccess } from '../../features/billing/payment-pages';

export function Component() {
  return (
    <Page title="Payment">
      <PaymentSuccess />
    </Page>
  );
}
