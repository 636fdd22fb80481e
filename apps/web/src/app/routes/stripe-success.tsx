import { Page } from '../../components/layout/page';
import { SubscriptionSuccess } from '../../features/billing/payment-pages';

export function Component() {
  return (
    <Page title="Subscription">
      <SubscriptionSuccess />
    </Page>
  );
}
