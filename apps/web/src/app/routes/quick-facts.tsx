import { StudentPage } from '../../components/layout/role-page';
import { QuickFacts } from '../../features/quick-facts/quick-facts';

export function Component() {
  return (
    <StudentPage title="Quick Facts">
      {(student) => <QuickFacts picked={student.quickfacts?.operation} />}
    </StudentPage>
  );
}
