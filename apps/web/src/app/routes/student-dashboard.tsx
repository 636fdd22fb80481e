import { useLingui } from '@lingui/react/macro';
import { StudentPage } from '../../components/layout/role-page';
import { StudentDashboard } from '../../features/learning/student-dashboard';
import { PlacementWaiting } from '../../features/placement/placement-waiting';

export function Component() {
  const { t } = useLingui();
  return (
    <StudentPage title={t`My dashboard`}>
      {(student) => <StudentDashboard student={student} notices={<PlacementWaiting />} />}
    </StudentPage>
  );
}
