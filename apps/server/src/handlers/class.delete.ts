import { deleteClass } from '../accounts/classes';
import { teacherOf } from '../auth/callers';
import type { Handler } from './context';

/** Deletes one of the teacher's classes with all it holds, its pupils first. */
export const classDelete: Handler<'class.delete'> = async (input, { db, caller }) => {
  await deleteClass(db, teacherOf(caller), input.classid);
  return {};
};
