import { loadParent, toParentData } from '../accounts/parents';
import { studentsOf } from '../accounts/students';
import { isPremium } from '../billing/subscriptions';
import { parentOf } from '../rpc/callers';
import type { Handler } from '../rpc/handler';

/** The dashboard's fresh copy of the parent: verification and premium may have changed. */
export const userGet: Handler<'user.get'> = async (_input, { db, caller }) => {
  const parent = await loadParent(db, parentOf(caller));
  const premium = await isPremium(db, parent.id);
  return {
    data: toParentData(parent, premium),
    students: await studentsOf(db, parent.id, premium),
  };
};
