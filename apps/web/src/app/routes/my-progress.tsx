import { Page } from '../../components/layout/page';
import { MyProgress } from '../../features/learning/my-progress';

export function Component() {
  return (
    <Page title="My progress">
      <MyProgress />
    </Page>
  );
}
