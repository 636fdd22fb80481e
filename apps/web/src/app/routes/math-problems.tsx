import { Page } from '../../components/layout/page';
import { SimpleQuiz } from '../../features/simple-quiz/simple-quiz';

export function Component() {
  return (
    <Page title="Practice quiz">
      <SimpleQuiz />
    </Page>
  );
}
