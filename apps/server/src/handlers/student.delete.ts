import { deleteStudent, ownStudent } from '../accounts/students';
import { parentOf } from '../auth/callers';
import type { Handler } from './context';

/** Deletes one of the parent's students and, through ON DELETE CASCADE, all of its data. */
export const studentDelete: Handler<'student.delete'> = async (input, { db, caller }) => {
  const student = await ownStudent(db, parentOf(caller), input.accountname);
  await deleteStudent(db, student.id);
  return { result: 'true' };
};
