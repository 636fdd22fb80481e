import { joinClass } from '../accounts/child-links';
import { parentOf } from '../auth/callers';
import type { Handler } from './context';

/** The parent enters a class code for the child: the child asks to join that class. */
export const studentJoinclass: Handler<'student.joinclass'> = async (
  input,
  { db, keys, caller, now },
) => ({
  class: await joinClass({ db, keys }, parentOf(caller), input.accountname, input.code, now()),
});
