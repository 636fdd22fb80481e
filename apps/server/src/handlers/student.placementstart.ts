import { ownStudent } from '../accounts/students';
import { parentOf } from '../auth/callers';
import { startPlacement, toPlacementStatus } from '../learning/placements';
import { subjectsOf } from '../learning/student-day';
import type { Handler } from './context';

/**
 * "Find the level for me" (docs/decisions/0027-placement.md): the child's next session of the
 * subject finds its level. A placement already open is set aside; the level stays as it is
 * until the new one ends.
 */
export const studentPlacementstart: Handler<'student.placementstart'> = async (
  input,
  { db, caller, now },
) => {
  const student = await ownStudent(db, parentOf(caller), input.accountname);
  const level = (await subjectsOf(db, student.id)).get(input.subject)?.level ?? 0;
  const row = await startPlacement(db, {
    studentId: student.id,
    subject: input.subject,
    kind: 'placement',
    grade: student.gradelevel,
    fromLevel: level,
    now: now(),
  });
  const placement = toPlacementStatus(row, student.timezone ?? 'UTC');
  if (!placement) throw new Error('A placement just started is open');
  return { placement };
};
