import { useLingui } from '@lingui/react/macro';
import { StudentPage } from '../../components/layout/role-page';
import { Practice } from '../../features/learning/practice';

export function Component() {
  const { t } = useLingui();
  return (
    <StudentPage title={t`Practice`}>{(student) => <Practice student={student} />}</StudentPage>
  );
}
