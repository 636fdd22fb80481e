import { teacherOf } from '../auth/callers';
import { mistakesOf } from '../reports/class-mistakes';
import type { Handler } from './context';

/** The class's mistakes by step over the last two weeks (docs/product.md "The class's mistakes"). */
export const classMistakes: Handler<'class.mistakes'> = async (input, { db, caller, now }) =>
  mistakesOf(db, teacherOf(caller), input.classid, now());
