import { parentByEmail } from '../accounts/parents';
import { signInParent } from '../accounts/sign-in';
import { verifyPassword } from '../auth/passwords';
import { claimAttempt, LIMITS } from '../auth/throttle';
import { ApiFailure } from '../rpc/failure';
import type { Handler } from '../rpc/handler';

/** The same answer for an unknown e-mail and a wrong password (DESIGN.md §6). */
export const INVALID_CREDENTIALS = 'Invalid credentials';

/**
 * Parent login. The attempt is counted before the password is weighed, per account and
 * address, per address and per account (a higher ceiling), and given back when it succeeds.
 */
export const userConnect: Handler<'user.connect'> = async (input, ctx) => {
  const { db, now, request } = ctx;
  const pair = `parent-login:${input.email}:${request.ip}`;
  const attempt = await claimAttempt(
    db,
    [
      { key: pair, limit: LIMITS.parentLoginPerAccountAndAddress },
      { key: `parent-login-ip:${request.ip}`, limit: LIMITS.parentLoginPerAddress },
      { key: `parent-login:${input.email}`, limit: LIMITS.parentLoginPerAccount },
    ],
    now(),
    'Too many failed logins. Please wait a few minutes and try again.',
  );
  const parent = await parentByEmail(db, input.email);
  if (!(await verifyPassword(parent?.passwordHash, input.emailpassword)) || !parent) {
    throw new ApiFailure(401, INVALID_CREDENTIALS);
  }
  await attempt.refund(pair);
  return signInParent(ctx, parent);
};
