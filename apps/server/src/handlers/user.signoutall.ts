import { endFamilySessions } from '../auth/sessions';
import { parentOf } from '../rpc/callers';
import type { Handler } from '../rpc/handler';

/**
 * Manage Account's "Sign out of all devices": every other session of the parent and every
 * session of their children end at once (a lost phone, a tablet given away).
 */
export const userSignoutall: Handler<'user.signoutall'> = async (_input, { db, caller }) => {
  const parentId = parentOf(caller);
  if (caller.role !== 'parent') return { ended: 0 };
  return { ended: await endFamilySessions(db, parentId, caller.tokenHash) };
};
