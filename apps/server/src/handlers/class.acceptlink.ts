import { acceptLink } from '../accounts/links';
import { teacherOf } from '../auth/callers';
import type { Handler } from './context';

/** A family's request to join the class accepted: the child is linked. */
export const classAcceptlink: Handler<'class.acceptlink'> = async (input, { db, caller, now }) => ({
  link: await acceptLink(db, teacherOf(caller), input.classid, input.linkid, now()),
});
