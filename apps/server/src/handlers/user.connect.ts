import { eq, tables } from '@mathsteps/db';
import { signInParent } from '../accounts/sign-in';
import { verifyPassword } from '../auth/passwords';
import { assertUnderLimit, clearEvents, LIMITS, recordEvent } from '../auth/throttle';
import { ApiFailure } from '../rpc/failure';
import type { Handler } from '../rpc/handler';

/** The same answer for an unknown e-mail and a wrong password (DESIGN.md §6). */
export const INVALID_CREDENTIALS = 'Invalid credentials';

/** Parent login, limited to 10 failures per 15 minutes per account and per address. */
export const userConnect: Handler<'user.connect'> = async (input, ctx) => {
  const { db, now, request } = ctx;
  const keys = [`parent-login:${input.email}`, `parent-login-ip:${request.ip}`];
  await assertUnderLimit(
    db,
    keys,
    LIMITS.parentLoginFailures,
    now(),
    'Too many failed logins. Please wait a few minutes and try again.',
  );
  const [parent] = await db
    .select()
    .from(tables.parents)
    .where(eq(tables.parents.email, input.email));
  if (!(await verifyPassword(parent?.passwordHash, input.emailpassword)) || !parent) {
    await recordEvent(db, keys, now());
    throw new ApiFailure(401, INVALID_CREDENTIALS);
  }
  await clearEvents(db, keys[0]!);
  return signInParent(ctx, parent);
};
