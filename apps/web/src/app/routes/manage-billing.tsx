import { Page } from '../../components/layout/page';
import { ManageBilling } from '../../features/billing/manage-billing';

export function Component() {
  return (
    <Page title="Manage billing">
      <ManageBilling />
    </Page>
  );
}
