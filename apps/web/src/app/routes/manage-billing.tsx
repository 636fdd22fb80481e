import { PageTitle } from '../../components/layout/page-title';
import { ManageBilling } from '../../features/billing/manage-billing';

export function Component() {
  return (
    <div className="flex flex-col gap-4">
      <PageTitle title="Manage billing">Manage billing</PageTitle>
      <ManageBilling />
    </div>
  );
}
