import { studentByHandle } from '../accounts/students';
import { claimLogin } from '../auth/logins';
import { verifyPassword } from '../auth/passwords';
import { ApiFailure } from '../rpc/failure';
import type { Handler } from './context';
import { startStudentSession } from './student-session';

/**
 * Student login (docs/product.md): handle, pre-hashed passcode and the browser's time zone. Limited
 * like the parent's login (auth/logins.ts).
 */
export const studentConnect: Handler<'student.connect'> = async (input, ctx) => {
  const attempt = await claimLogin(ctx, 'student', input.accountname);
  const student = await studentByHandle(ctx.db, input.accountname);
  if (!(await verifyPassword(student?.passwordHash, input.accountpassword)) || !student) {
    throw ApiFailure.refusing(401, { code: 'student_login_failed' });
  }
  return startStudentSession(ctx, attempt, student, input.timezone);
};
