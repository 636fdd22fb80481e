import { classesOf, toClassData } from '../accounts/classes';
import { teacherOf } from '../auth/callers';
import type { Handler } from './context';

/** The teacher's classes, archived ones too: the Classes page. */
export const classList: Handler<'class.list'> = async (_input, { db, caller }) => {
  const classes = await classesOf(db, teacherOf(caller));
  return { classes: classes.map(toClassData) };
};
