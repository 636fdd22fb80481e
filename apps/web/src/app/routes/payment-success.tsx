import { useLingui } from '@lingui/react/macro';
import { Page } from '../../components/layout/page';
import { PaymentSuccess } from '../../features/billing/payment-pages';

export function Component() {
  const { t } = useLingui();
  return (
    <Page title={t`Payment`}>
      <PaymentSuccess />
    </Page>
  );
}
