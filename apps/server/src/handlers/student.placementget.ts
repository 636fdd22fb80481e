import { placementStep } from '@mathsteps/domain';
import { activeStudent } from '../learning/callers';
import {
  answersOf,
  finishPlacement,
  planOf,
  toOpenPlacement,
  withRechecks,
} from '../learning/placements';
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
  // One whose every answer was taken (the server stopped before setting the level) ends now.
  const open = [];
  for (const row of rows) {
    const step = placementStep(planOf(row), answersOf(row));
    if (step.done) await finishPlacement(db, row, step.level, at);
    else open.push(row);
  }
  return { placements: open.map(toOpenPlacement) };
};
