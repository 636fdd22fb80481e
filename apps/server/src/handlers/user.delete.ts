import { eq, tables } from '@mathsteps/db';
import { loadParent } from '../accounts/parents';
import { verifyPassword } from '../auth/passwords';
import { clearSessionCookies, secureCookies } from '../auth/sessions';
import { parentOf } from '../rpc/callers';
import { ApiFailure } from '../rpc/failure';
import type { Handler } from '../rpc/handler';
import { WRONG_CURRENT_PASSWORD } from './user.update';

/**
 * Deletes the parent's account with the current password as confirmation. Everything of
 * theirs (sessions, verifications, messages, and students with all their data) goes with
 * it through the foreign keys' ON DELETE CASCADE.
 */
export const userDelete: Handler<'user.delete'> = async (input, { db, caller, reply, env }) => {
  const parentId = parentOf(caller);
  const parent = await loadParent(db, parentId);
  if (!(await verifyPassword(parent.passwordHash, input.currentpassword))) {
    throw new ApiFailure(403, WRONG_CURRENT_PASSWORD);
  }
  await db.delete(tables.parents).where(eq(tables.parents.id, parentId));
  clearSessionCookies(reply, secureCookies(env));
  return {};
};
