import { teacherOf } from '../auth/callers';
import { classWeekOf } from '../reports/class-week';
import type { Handler } from './context';

/** The weekly class report of this week (docs/product.md "The weekly class report"). */
export const classWeek: Handler<'class.week'> = async (input, { db, caller, now }) =>
  classWeekOf(db, teacherOf(caller), input.classid, now());
