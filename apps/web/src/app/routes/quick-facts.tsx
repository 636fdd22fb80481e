import { useLingui } from '@lingui/react/macro';
import { StudentPage } from '../../components/layout/role-page';
import { QuickFacts } from '../../features/quick-facts/quick-facts';

export function Component() {
  const { t } = useLingui();
  return (
    <StudentPage title={t`Quick Facts`}>
      {(student) => <QuickFacts picked={student.quickfacts?.operation} />}
    </StudentPage>
  );
}
