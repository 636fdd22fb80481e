import { loadParent, toParentData } from '../accounts/parents';
import { studentsOf } from '../accounts/students';
import { parentOf } from '../rpc/callers';
import type { Handler } from '../rpc/handler';

/** The dashboard's fresh copy of the parent: verification and premium may have changed. */
export const userGet: Handler<'user.get'> = async (_input, { db, caller }) => {
  const parent = await loadParent(db, parentOf(caller));
  return { data: toParentData(parent), students: await studentsOf(db, parent.id) };
};
