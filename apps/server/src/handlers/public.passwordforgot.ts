import { sendPasswordReset } from '../accounts/password-reset';
import type { Handler } from './context';

/** "Forgot password?": the same answer for every address (accounts/password-reset.ts). */
export const publicPasswordforgot: Handler<'public.passwordforgot'> = async (input, ctx) => {
  await sendPasswordReset(ctx, input.email);
  return {};
};
