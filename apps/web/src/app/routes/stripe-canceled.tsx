import { PageTitle } from '../../components/layout/page-title';
import { PaymentCanceled } from '../../features/billing/payment-pages';

export function Component() {
  return (
    <div className="flex flex-col gap-4">
      <PageTitle title="Payment canceled">Payment canceled</PageTitle>
      <PaymentCanceled />
    </div>
  );
}
