import { StudentPage } from '../../components/layout/role-page';
import { Assignments } from '../../features/learning/assignments';

export function Component() {
  return (
    <StudentPage title="Assignments">{(student) => <Assignments student={student} />}</StudentPage>
  );
}
