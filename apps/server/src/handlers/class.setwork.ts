import { setWork } from '../accounts/class-work';
import { toClassData } from '../accounts/classes';
import { teacherOf } from '../auth/callers';
import type { Handler } from './context';

/** The work of the teacher's whole class, a group of its pupils, or one pupil. */
export const classSetwork: Handler<'class.setwork'> = async (input, { db, caller }) => {
  const { found, pupils } = await setWork(
    db,
    teacherOf(caller),
    input.classid,
    input.pupilids,
    input.work,
  );
  return { class: toClassData(found), pupils };
};
