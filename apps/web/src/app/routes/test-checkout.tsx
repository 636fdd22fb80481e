import { useLingui } from '@lingui/react/macro';
import { Page } from '../../components/layout/page';
import { TestCheckout } from '../../features/billing/test-checkout';

export function Component() {
  const { t } = useLingui();
  return (
    <Page title={t`Test checkout`}>
      <TestCheckout />
    </Page>
  );
}
