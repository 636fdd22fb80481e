import { eq, tables } from '@mathsteps/db';
import { ownStudent } from '../accounts/students';
import { parentOf } from '../auth/callers';
import type { Handler } from './context';

/** Deletes one of the parent's students and, through ON DELETE CASCADE, all of its data. */
export const studentDelete: Handler<'student.delete'> = async (input, { db, caller }) => {
  const student = await ownStudent(db, parentOf(caller), input.accountname);
  await db.delete(tables.students).where(eq(tables.students.id, student.id));
  return { result: 'true' };
};
