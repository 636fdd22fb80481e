import { SUBJECTS } from '@mathsteps/domain';
import { changeStudent, ownStudent, type StudentChange, withSubjects } from '../accounts/students';
import { parentOf } from '../auth/callers';
import { hashPassword } from '../auth/passwords';
import { isPremium } from '../billing/subscriptions';
import { setAsidePlacements } from '../learning/placements';
import type { Handler } from './context';

/**
 * A parent changes one thing of their own student: grade, schedule, levels, passcode, the
 * number of problems in an assignment, the time zone of the child's day, "Read aloud" or how the
 * school writes subtraction and long division (docs/help-tonight.md).
 * A new passcode signs the child out everywhere and forgets the devices remembered under the
 * old one (docs/decisions/0024-remembered-devices.md). The student's row is locked first, so a
 * delete at the same moment either waits or leaves a clean 404.
 */
export const studentUpdate: Handler<'student.update'> = async (
  input,
  { db, keys, caller, now },
) => {
  const student = await ownStudent(db, parentOf(caller), input.accountname);
  const subjectRows = <T extends object>(
    values: Partial<Record<string, T | undefined>> | undefined,
  ) =>
    SUBJECTS.flatMap((subject) => (values?.[subject] ? [[subject, values[subject]] as const] : []));
  const change: StudentChange = {
    row: {
      ...(input.gradelevel !== undefined && { gradelevel: input.gradelevel }),
      ...(input.readaloud !== undefined && { readAloud: input.readaloud === 'true' }),
      ...(input.timezone !== undefined && { timezone: input.timezone }),
      ...(input.assignmentsize !== undefined && { assignmentSize: Number(input.assignmentsize) }),
      ...(input.schoolmethod !== undefined && {
        subtractionMethod: input.schoolmethod.subtraction,
        divisionMethod: input.schoolmethod.division,
      }),
      ...(input.locale !== undefined && { locale: input.locale }),
    },
    // Hashed before the row is locked: argon2 takes a while.
    ...(input.accountpassword && { passwordHash: await hashPassword(input.accountpassword) }),
    subjects: [...subjectRows(input.mathschedule), ...subjectRows(input.mathlevels)],
  };
  const fresh = await changeStudent(db, keys, student, change);
  // A level the parent chose replaces one a placement would find (docs/decisions/0027-placement.md).
  const chosenLevels = subjectRows(input.mathlevels).map(([subject]) => subject);
  if (chosenLevels.length > 0) await setAsidePlacements(db, student.id, chosenLevels, now());
  const [data] = await withSubjects(db, [fresh], await isPremium(db, student.parentId));
  return { student: data! };
};
