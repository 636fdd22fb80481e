import { renewClassCode, toClassData } from '../accounts/classes';
import { linksOfClass } from '../accounts/links';
import { classWithPupils } from '../accounts/pupils';
import { teacherOf } from '../auth/callers';
import type { Handler } from './context';

/**
 * One of the teacher's classes with its pupils, their pictures readable for the cards, and its
 * links with families' children. A class made before class codes gets its code here, the first
 * time its page is opened (migration 0035 adds the column without a backfill).
 */
export const classGet: Handler<'class.get'> = async (input, { db, caller }) => {
  const teacherId = teacherOf(caller);
  const { found, pupils } = await classWithPupils(db, teacherId, input.classid);
  const each = found.code === null ? await renewClassCode(db, teacherId, found.id) : found;
  return { class: toClassData(each), pupils, links: await linksOfClass(db, found.id) };
};
