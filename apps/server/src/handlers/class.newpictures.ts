import { renewPictures } from '../accounts/pupils';
import { teacherOf } from '../auth/callers';
import type { Handler } from './context';

/** New pictures for one of the teacher's pupils: the old ones and its sessions end. */
export const classNewpictures: Handler<'class.newpictures'> = async (
  input,
  { db, keys, caller },
) => ({
  pupil: await renewPictures(db, keys, teacherOf(caller), input.classid, input.pupilid),
});
