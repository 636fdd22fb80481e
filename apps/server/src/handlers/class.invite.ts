import { inviteChild } from '../accounts/links';
import { teacherOf } from '../auth/callers';
import type { Handler } from './context';

/** A family's child invited to the class by its sign-in name; its parent approves. */
export const classInvite: Handler<'class.invite'> = async (input, { db, caller, now }) => ({
  link: await inviteChild(db, teacherOf(caller), input.classid, input.accountname, now()),
});
