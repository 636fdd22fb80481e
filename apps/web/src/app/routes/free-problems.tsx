import { Page } from '../../components/layout/page';
import { FreePractice } from '../../features/free-practice/free-practice';

export function Component() {
  return (
    <Page title="Free problems">
      <FreePractice />
    </Page>
  );
}
