import { useLingui } from '@lingui/react/macro';
import { Page } from '../../components/layout/page';
import { FreePractice } from '../../features/free-practice/free-practice';

export function Component() {
  const { t } = useLingui();
  return (
    <Page title={t`Free problems`}>
      <FreePractice />
    </Page>
  );
}
