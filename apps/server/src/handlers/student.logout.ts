import { clearSessionCookies, endSession, secureCookies } from '../auth/sessions';
import type { Handler } from './context';

/** Ends the student's session on the server. */
export const studentLogout: Handler<'student.logout'> = async (
  _input,
  { db, caller, reply, env },
) => {
  if (caller.role === 'student') await endSession(db, caller.tokenHash);
  clearSessionCookies(reply, secureCookies(env));
  return {};
};
