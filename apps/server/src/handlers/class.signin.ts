import { pictureSecret, pupilToSignIn } from '../accounts/pupils';
import { claimLogin } from '../auth/logins';
import { verifyPassword } from '../auth/passwords';
import { ApiFailure } from '../rpc/failure';
import type { Handler } from './context';
import { startStudentSession } from './student-session';

/**
 * A pupil signs in on its class's page with its pictures (docs/product.md "Teachers and
 * classes"), counted per pupil before the pictures are weighed (auth/logins.ts); a pupil of
 * another class, or of an archived one, is refused as wrong pictures are.
 */
export const classSignin: Handler<'class.signin'> = async (input, ctx) => {
  const attempt = await claimLogin(ctx, 'pupil', input.pupilid);
  const pupil = await pupilToSignIn(ctx.db, input.classid, input.pupilid);
  if (!(await verifyPassword(pupil?.passwordHash, pictureSecret(input.pictures))) || !pupil) {
    throw ApiFailure.refusing(401, { code: 'pupil_login_failed' });
  }
  return startStudentSession(ctx, attempt, pupil, input.timezone);
};
