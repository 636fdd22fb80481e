import { loadParent } from '../accounts/parents';
import { signOutFamily } from '../accounts/sign-in';
import { accountCaller } from '../auth/callers';
import type { Handler } from './context';

/**
 * Manage Account's "Sign out of all devices": every other session of the parent and every
 * session of their children end at once, and the family's remembered devices are forgotten
 * (a lost phone, a tablet given away).
 */
export const userSignoutall: Handler<'user.signoutall'> = async (_input, ctx) => {
  const caller = accountCaller(ctx.caller);
  const parent = await loadParent(ctx.db, caller.accountId);
  return { ended: await signOutFamily(ctx, parent, caller.tokenHash) };
};
