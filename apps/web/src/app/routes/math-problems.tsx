import { useLingui } from '@lingui/react/macro';
import { Page } from '../../components/layout/page';
import { SimpleQuiz } from '../../features/simple-quiz/simple-quiz';

export function Component() {
  const { t } = useLingui();
  return (
    <Page title={t`Practice quiz`}>
      <SimpleQuiz />
    </Page>
  );
}
