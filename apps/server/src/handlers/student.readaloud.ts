import { eq, tables } from '@mathsteps/db';
import { STUDENT_NOT_FOUND, withSubjects } from '../accounts/students';
import { activeSession } from '../learning/callers';
import { ApiFailure } from '../rpc/failure';
import type { Handler } from './context';

/**
 * The child switches "Read aloud" on or off on the dashboard: kept with the
 * student, so it holds on every device, and the parent sees it on the student card.
 */
export const studentReadaloud: Handler<'student.readaloud'> = async (input, { db, caller }) => {
  const { student, premium } = activeSession(caller);
  const [saved] = await db
    .update(tables.students)
    .set({ readAloud: input.readaloud === 'true' })
    .where(eq(tables.students.id, student.id))
    .returning();
  if (!saved) throw new ApiFailure(404, STUDENT_NOT_FOUND);
  const [data] = await withSubjects(db, [saved], premium);
  return { student: data! };
};
