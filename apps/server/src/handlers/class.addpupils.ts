import { addPupils } from '../accounts/pupils';
import { teacherOf } from '../auth/callers';
import type { Handler } from './context';

/** Pupils added to the teacher's class from a typed or pasted roster: all of them or none. */
export const classAddpupils: Handler<'class.addpupils'> = async (input, { db, caller, now }) => ({
  pupils: await addPupils(db, teacherOf(caller), input.classid, input.pupils, now()),
});
