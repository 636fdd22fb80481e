import { createClass, toClassData } from '../accounts/classes';
import { teacherOf } from '../auth/callers';
import type { Handler } from './context';

/** A new class of the teacher's (docs/product.md "Teachers and classes"). */
export const classCreate: Handler<'class.create'> = async (input, { db, caller, now }) => {
  const created = await createClass(db, teacherOf(caller), input, now());
  return { class: toClassData(created) };
};
