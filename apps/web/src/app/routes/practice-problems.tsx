import { StudentPage } from '../../components/layout/role-page';
import { Practice } from '../../features/learning/practice';

export function Component() {
  return <StudentPage title="Practice">{(student) => <Practice student={student} />}</StudentPage>;
}
