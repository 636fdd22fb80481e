import { toClassData, updateClass } from '../accounts/classes';
import { teacherOf } from '../auth/callers';
import type { Handler } from './context';

/** A class's settings changed, or the class archived or brought back. */
export const classUpdate: Handler<'class.update'> = async (input, { db, caller, now }) => {
  const { classid, deviceid: _, usertoken: __, ...change } = input;
  const updated = await updateClass(db, teacherOf(caller), classid, change, now());
  return { class: toClassData(updated) };
};
