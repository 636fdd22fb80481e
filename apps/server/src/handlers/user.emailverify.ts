import { loadParent } from '../accounts/parents';
import { sendVerification, verifyEmailToken } from '../accounts/verification';
import { accountOf } from '../auth/callers';
import { ApiFailure } from '../rpc/failure';
import type { Handler } from './context';

/** Without a token: send a new code and link. With one: verify (docs/product.md). */
export const userEmailverify: Handler<'user.emailverify'> = async (input, ctx) => {
  const parentId = accountOf(ctx.caller);
  if (input.emailtoken) {
    await verifyEmailToken(ctx.db, input.emailtoken, ctx.now(), parentId);
    return { emailverify: 'true' };
  }
  const parent = await loadParent(ctx.db, parentId);
  if (parent.emailVerified) throw ApiFailure.refusing(409, { code: 'already_verified' });
  await sendVerification(ctx, parent);
  return {};
};
