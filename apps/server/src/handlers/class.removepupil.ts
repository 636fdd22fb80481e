import { removePupil } from '../accounts/pupils';
import { teacherOf } from '../auth/callers';
import type { Handler } from './context';

/** A pupil taken out of the teacher's class, with its account and work. */
export const classRemovepupil: Handler<'class.removepupil'> = async (input, { db, caller }) => {
  await removePupil(db, teacherOf(caller), input.classid, input.pupilid);
  return {};
};
