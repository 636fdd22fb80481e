import { parentByLogin } from '../accounts/parents';
import { signInParent } from '../accounts/sign-in';
import { claimLogin } from '../auth/logins';
import { ApiFailure } from '../rpc/failure';
import type { Handler } from './context';

/**
 * Parent login. The attempt is counted before the password is weighed (auth/logins.ts) and
 * given back when it succeeds; the device is then remembered for this account.
 */
export const userConnect: Handler<'user.connect'> = async (input, ctx) => {
  const attempt = await claimLogin(ctx, 'parent', input.email);
  const parent = await parentByLogin(ctx.db, input.email, input.emailpassword);
  if (!parent) throw ApiFailure.refusing(401, { code: 'invalid_credentials' });
  await attempt.succeeded({ role: 'parent', id: parent.id, passwordHash: parent.passwordHash });
  return signInParent(ctx, parent);
};
