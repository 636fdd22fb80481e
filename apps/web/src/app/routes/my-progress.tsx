import { useLingui } from '@lingui/react/macro';
import { Page } from '../../components/layout/page';
import { MyProgress } from '../../features/learning/my-progress';

export function Component() {
  const { t } = useLingui();
  return (
    <Page title={t`My progress`}>
      <MyProgress />
    </Page>
  );
}
