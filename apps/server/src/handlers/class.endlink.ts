import { endLinkOfClass } from '../accounts/links';
import { teacherOf } from '../auth/callers';
import type { Handler } from './context';

/** The teacher ends a link: a request declined, an invitation withdrawn, a child taken out. */
export const classEndlink: Handler<'class.endlink'> = async (input, { db, caller }) => {
  await endLinkOfClass(db, teacherOf(caller), input.classid, input.linkid);
  return {};
};
