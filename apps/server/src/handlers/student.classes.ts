import { classesOfChild } from '../accounts/child-links';
import { parentOf } from '../auth/callers';
import type { Handler } from './context';

/** The child's classes: linked, asked to join, invited to. */
export const studentClasses: Handler<'student.classes'> = async (input, { db, caller }) => ({
  classes: await classesOfChild(db, parentOf(caller), input.accountname),
});
