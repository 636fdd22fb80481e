import { useLingui } from '@lingui/react/macro';
import { Page } from '../../components/layout/page';
import { TestPortal } from '../../features/billing/test-portal';

export function Component() {
  const { t } = useLingui();
  return (
    <Page title={t`Test billing portal`}>
      <TestPortal />
    </Page>
  );
}
