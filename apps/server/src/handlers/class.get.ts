import { toClassData } from '../accounts/classes';
import { linksOfClass } from '../accounts/links';
import { classWithPupils } from '../accounts/pupils';
import { teacherOf } from '../auth/callers';
import type { Handler } from './context';

/** One of the teacher's classes with its pupils, their pictures readable for the cards. */
export const classGet: Handler<'class.get'> = async (input, { db, caller }) => {
  const { found, pupils } = await classWithPupils(db, teacherOf(caller), input.classid);
  return { class: toClassData(found), pupils, links: await linksOfClass(db, found.id) };
};
