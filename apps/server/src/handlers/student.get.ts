import { eq, tables } from '@mathsteps/db';
import { withSubjects } from '../accounts/students';
import { studentOf } from '../rpc/callers';
import { NOT_SIGNED_IN } from '../rpc/dispatcher';
import { ApiFailure } from '../rpc/failure';
import type { Handler } from '../rpc/handler';
import { PAUSED_REASON } from './student.connect';

/** The signed-in student's own record, read afresh (schedule, levels, completion dates). */
export const studentGet: Handler<'student.get'> = async (_input, { db, caller }) => {
  const [student] = await db
    .select()
    .from(tables.students)
    .where(eq(tables.students.id, studentOf(caller)));
  // The session row goes with the student, so a missing row means a session ending now.
  if (!student) throw new ApiFailure(401, NOT_SIGNED_IN);
  if (student.paused) throw new ApiFailure(403, PAUSED_REASON);
  const [data] = await withSubjects(db, [student], false);
  return { student: data! };
};
