import { resetLinkValid } from '../accounts/password-reset';
import type { Handler } from './context';

/** The reset link's page asks first whether the link still works (accounts/password-reset.ts). */
export const publicPasswordresetcheck: Handler<'public.passwordresetcheck'> = async (
  input,
  ctx,
) => ({ valid: await resetLinkValid(ctx, input) });
