import { ParentPage } from '../../components/layout/role-page';
import { ConfigureStudents } from '../../features/configure-students/configure-students';

export function Component() {
  return (
    <ParentPage title="Configure students">
      {(parent) => <ConfigureStudents parent={parent} />}
    </ParentPage>
  );
}
