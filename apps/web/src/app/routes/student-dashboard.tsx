import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { StudentPage } from '../../components/layout/role-page';
import { StudentDashboard } from '../../features/learning/student-dashboard';
import { PlacementWaiting } from '../../features/placement/placement-waiting';

export function Component() {
  const { t } = useLingui();
  // Today's first assignment is one tap from here: its screen's code is read
  // now, while the child looks, not after the tap.
  useEffect(() => {
    void import('./assignment-questions');
  }, []);
  return (
    <StudentPage title={t`My dashboard`}>
      {(student) => <StudentDashboard student={student} notices={<PlacementWaiting />} />}
    </StudentPage>
  );
}
