import { PageTitle } from '../../components/layout/page-title';
import { SimpleQuiz } from '../../features/simple-quiz/simple-quiz';

export function Component() {
  return (
    <div className="flex flex-col gap-4">
      <PageTitle title="Practice quiz">Practice quiz</PageTitle>
      <SimpleQuiz />
    </div>
  );
}
