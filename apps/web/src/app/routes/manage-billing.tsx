import { useLingui } from '@lingui/react/macro';
import { Page } from '../../components/layout/page';
import { ManageBilling } from '../../features/billing/manage-billing';

export function Component() {
  const { t } = useLingui();
  return (
    <Page title={t`Manage billing`}>
      <ManageBilling />
    </Page>
  );
}
