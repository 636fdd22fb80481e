import { resetPassword } from '../accounts/password-reset';
import type { Handler } from './context';

/** The reset link's page sets the new password (accounts/password-reset.ts). */
export const publicPasswordreset: Handler<'public.passwordreset'> = async (input, ctx) => {
  await resetPassword(ctx, input);
  return {};
};
