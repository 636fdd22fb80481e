import { useLingui } from '@lingui/react/macro';
import { Page } from '../../components/layout/page';
import { Unsubscribe } from '../../features/parent-account/unsubscribe';

export function Component() {
  const { t } = useLingui();
  return (
    <Page title={t`Weekly e-mail`}>
      <Unsubscribe />
    </Page>
  );
}
