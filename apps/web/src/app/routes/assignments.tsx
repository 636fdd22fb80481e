import { useLingui } from '@lingui/react/macro';
import { StudentPage } from '../../components/layout/role-page';
import { Assignments } from '../../features/learning/assignments';

export function Component() {
  const { t } = useLingui();
  return (
    <StudentPage title={t`Assignments`}>
      {(student) => <Assignments student={student} />}
    </StudentPage>
  );
}
