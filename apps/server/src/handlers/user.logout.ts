import { clearSessionCookies, endSession, secureCookies } from '../auth/sessions';
import type { Handler } from './context';

/** Ends the session on the server: the token stops working at once. */
export const userLogout: Handler<'user.logout'> = async (_input, { db, caller, reply, env }) => {
  if (caller.role === 'parent' || caller.role === 'teacher') await endSession(db, caller.tokenHash);
  clearSessionCookies(reply, secureCookies(env));
  return {};
};
