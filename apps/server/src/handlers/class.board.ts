import { teacherCaller } from '../auth/callers';
import { boardOf } from '../reports/class-board';
import type { Handler } from './context';

/** The class's live board, read once (docs/product.md "The live board"). */
export const classBoard: Handler<'class.board'> = async (input, { db, caller, now }) =>
  boardOf(db, teacherCaller(caller), input.classid, now());
