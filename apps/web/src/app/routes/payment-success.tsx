import { PageTitle } from '../../components/layout/page-title';
import { PaymentSuccess } from '../../features/billing/payment-pages';

export function Component() {
  return (
    <div className="flex flex-col gap-4">
      <PageTitle title="Payment">Payment</PageTitle>
      <PaymentSuccess />
    </div>
  );
}
