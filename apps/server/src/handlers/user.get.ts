import { loadParent, toParentData } from '../accounts/parents';
import { studentsOf } from '../accounts/students';
import { accountOf } from '../auth/callers';
import { isPremium } from '../billing/subscriptions';
import type { Handler } from './context';

/** The dashboard's fresh copy of the parent: verification and premium may have changed. */
export const userGet: Handler<'user.get'> = async (_input, { db, caller }) => {
  const parent = await loadParent(db, accountOf(caller));
  const premium = await isPremium(db, parent.id);
  return {
    data: toParentData(parent, premium),
    students: await studentsOf(db, parent.id, premium),
  };
};
