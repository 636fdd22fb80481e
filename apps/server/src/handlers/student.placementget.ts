import { activeStudent } from '../learning/callers';
import { toOpenPlacement, withRechecks } from '../learning/placements';
import { subjectsOf, todayOf } from '../learning/student-day';
import type { Handler } from './context';

/**
 * The child's open placements, a re-check first added for each scheduled subject not worked
 * for four weeks or more (docs/decisions/0027-placement.md).
 */
export const studentPlacementget: Handler<'student.placementget'> = async (
  _input,
  { db, caller, now },
) => {
  const student = activeStudent(caller);
  const at = now();
  const rows = await withRechecks(
    db,
    student,
    await subjectsOf(db, student.id),
    todayOf(student, at),
    at,
  );
  return { placements: rows.map(toOpenPlacement) };
};
