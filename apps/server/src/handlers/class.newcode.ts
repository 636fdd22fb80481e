import { renewClassCode, toClassData } from '../accounts/classes';
import { teacherOf } from '../auth/callers';
import type { Handler } from './context';

/** A new class code for the teacher's class: the old one is taken no more. */
export const classNewcode: Handler<'class.newcode'> = async (input, { db, caller }) => ({
  class: toClassData(await renewClassCode(db, teacherOf(caller), input.classid)),
});
