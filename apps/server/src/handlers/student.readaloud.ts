import { updateStudentSettings, withSubjects } from '../accounts/students';
import { activeSession } from '../learning/callers';
import type { Handler } from './context';

/**
 * The child switches "Read aloud" on or off on the dashboard: kept with the
 * student, so it holds on every device, and the parent sees it on the student card.
 */
export const studentReadaloud: Handler<'student.readaloud'> = async (input, { db, caller }) => {
  const { student, premium } = activeSession(caller);
  const saved = await updateStudentSettings(db, student.id, {
    readAloud: input.readaloud === 'true',
  });
  const [data] = await withSubjects(db, [saved], premium);
  return { student: data! };
};
