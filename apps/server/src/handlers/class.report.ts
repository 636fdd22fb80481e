import { childOfClass } from '../accounts/links';
import { teacherOf } from '../auth/callers';
import { reportCardOf } from '../learning/report';
import type { Handler } from './context';

/**
 * The report card of one of the class's pupils, or of a family's child while its link to the
 * class holds (docs/product.md "Families' children in a class"): free for the teacher.
 */
export const classReport: Handler<'class.report'> = async (input, { db, caller, now }) => {
  const child = await childOfClass(db, teacherOf(caller), input.classid, input.pupilid);
  return reportCardOf(db, child, now());
};
