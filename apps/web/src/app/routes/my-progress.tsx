import { PageTitle } from '../../components/layout/page-title';
import { MyProgress } from '../../features/learning/my-progress';

export function Component() {
  return (
    <div className="flex flex-col gap-4">
      <PageTitle title="My progress">My progress</PageTitle>
      <MyProgress />
    </div>
  );
}
