import { PageTitle } from '../../components/layout/page-title';
import { FreePractice } from '../../features/free-practice/free-practice';

export function Component() {
  return (
    <div className="flex flex-col gap-4">
      <PageTitle title="Free problems">Free problems</PageTitle>
      <FreePractice />
    </div>
  );
}
