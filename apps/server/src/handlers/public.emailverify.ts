import { verifyEmailToken } from '../accounts/verification';
import type { Handler } from './context';

/** The e-mailed link, opened without a session: /verifyemail POSTs its token here. */
export const publicEmailverify: Handler<'public.emailverify'> = async (input, { db, now }) => {
  const { already } = await verifyEmailToken(db, input.emailtoken, now());
  return already ? { emailverify: 'true', already } : { emailverify: 'true' };
};
