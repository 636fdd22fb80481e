import { pupilsToPlace } from '../accounts/class-work';
import { teacherOf } from '../auth/callers';
import { startPlacement } from '../learning/placements';
import type { Handler } from './context';

/**
 * "Find the level" for the class's pupils (docs/decisions/0027-placement.md): each pupil's
 * next session of the subject finds its level; its level stays as it is until then.
 */
export const classFindlevels: Handler<'class.findlevels'> = async (input, { db, caller, now }) => {
  const { grade, pupils } = await pupilsToPlace(
    db,
    teacherOf(caller),
    input.classid,
    input.subject,
    input.pupilids,
  );
  for (const pupil of pupils) {
    await startPlacement(db, {
      studentId: pupil.id,
      subject: input.subject,
      kind: 'placement',
      grade,
      fromLevel: pupil.level,
      now: now(),
    });
  }
  return { started: pupils.length };
};
