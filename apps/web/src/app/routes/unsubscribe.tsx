import { Page } from '../../components/layout/page';
import { Unsubscribe } from '../../features/parent-account/unsubscribe';

export function Component() {
  return (
    <Page title="Weekly e-mail">
      <Unsubscribe />
    </Page>
  );
}
