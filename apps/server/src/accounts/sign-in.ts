import type { TagOutput } from '@mathsteps/domain';
import type { AuthContext } from '../auth/callers';
import { familyAccounts, forgetDevices } from '../auth/logins';
import {
  clearSessionCookies,
  createSession,
  endFamilySessions,
  endSession,
  secureCookies,
  setSessionCookies,
} from '../auth/sessions';
import { isPremium } from '../billing/subscriptions';
import { ApiFailure } from '../rpc/failure';
import { type ParentRow, toParentData } from './parents';
import { studentsOf } from './students';

/**
 * Starts a new session of an adult's account, a parent's or a teacher's (a new token at every login) and answers the product's
 * `{ usertoken, data, students }`. Whatever session this browser had before, parent or
 * student, is replaced (`endReplacedSession`). A password changed since it was weighed makes
 * no session: the sign-in had a wrong password after all (decision 0024).
 */
export async function signInParent(
  ctx: Pick<AuthContext, 'db' | 'env' | 'now' | 'reply' | 'caller'>,
  parent: ParentRow,
): Promise<Omit<TagOutput<'user.connect'>, 'tag'>> {
  const usertoken = await createSession(
    ctx.db,
    { role: 'parent', id: parent.id, passwordHash: parent.passwordHash },
    ctx.now(),
  );
  if (!usertoken) throw ApiFailure.refusing(401, { code: 'invalid_credentials' });
  await endReplacedSession(ctx);
  const secure = secureCookies(ctx.env);
  clearSessionCookies(ctx.reply, secure);
  setSessionCookies(ctx.reply, parent.role === 'teacher' ? 'teacher' : 'parent', usertoken, secure);
  const premium = await isPremium(ctx.db, parent.id);
  return {
    usertoken,
    data: toParentData(parent, premium),
    students: await studentsOf(ctx.db, parent.id, premium),
  };
}

/**
 * A sign-in ends the session this browser had, not only its cookie: a sign-out the device
 * could not send (offline) ends here at the latest (docs/decisions/0014-offline.md).
 */
export async function endReplacedSession(ctx: Pick<AuthContext, 'db' | 'caller'>) {
  if (ctx.caller.role !== 'visitor') await endSession(ctx.db, ctx.caller.tokenHash);
}

/**
 * "Sign out of all devices" (Manage Account, and asked for with a new password): every other
 * session of the parent and every session of their children end, and every device remembered
 * for the family is forgotten (docs/decisions/0024-remembered-devices.md). Answers how many
 * sessions ended.
 */
export async function signOutFamily(
  ctx: Pick<AuthContext, 'db' | 'keys'>,
  parent: Pick<ParentRow, 'id'>,
  keepTokenHash: string,
): Promise<number> {
  await forgetDevices(ctx.db, ctx.keys, await familyAccounts(ctx.db, parent.id));
  return endFamilySessions(ctx.db, parent.id, keepTokenHash);
}
