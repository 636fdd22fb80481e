import { PageTitle } from '../../components/layout/page-title';
import { Unsubscribe } from '../../features/parent-account/unsubscribe';

export function Component() {
  return (
    <div className="flex flex-col gap-4">
      <PageTitle title="Weekly e-mail">Weekly e-mail</PageTitle>
      <Unsubscribe />
    </div>
  );
}
