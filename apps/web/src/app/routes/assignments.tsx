import { useLingui } from '@lingui/react/macro';
import { isSubject } from '@mathsteps/domain';
import { useLocation } from 'react-router';
import { StudentPage } from '../../components/layout/role-page';
import { Assignments } from '../../features/learning/assignments';
import { PlacementRun } from '../../features/placement/placement-run';
import { PlacementWaiting } from '../../features/placement/placement-waiting';
import type { FindLevel } from '../../lib/find-level';

/**
 * /assignments: today's work, with a placement that waits first; or, come from its "Find my
 * level", the placement itself (docs/decisions/0027-placement.md).
 */
export function Component() {
  const { t } = useLingui();
  const finding = (useLocation().state as Partial<FindLevel> | null)?.findLevel;
  if (isSubject(finding)) {
    return (
      <StudentPage title={t`Find my level`}>
        {(student) => <PlacementRun student={student} subject={finding} />}
      </StudentPage>
    );
  }
  return (
    <StudentPage title={t`Assignments`}>
      {(student) => <Assignments student={student} notices={<PlacementWaiting />} />}
    </StudentPage>
  );
}
