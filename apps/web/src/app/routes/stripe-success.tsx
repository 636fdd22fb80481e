import { PageTitle } from '../../components/layout/page-title';
import { SubscriptionSuccess } from '../../features/billing/payment-pages';

export function Component() {
  return (
    <div className="flex flex-col gap-4">
      <PageTitle title="Subscription">Subscription</PageTitle>
      <SubscriptionSuccess />
    </div>
  );
}
