import { endReplacedSession } from '../accounts/sign-in';
import { setFirstTimezone, studentByHandle, withSubjects } from '../accounts/students';
import { claimLogin } from '../auth/logins';
import { verifyPassword } from '../auth/passwords';
import {
  clearSessionCookies,
  createSession,
  secureCookies,
  setSessionCookies,
} from '../auth/sessions';
import { isPremium } from '../billing/subscriptions';
import { foldEvidence } from '../learning/fact-evidence';
import { ApiFailure } from '../rpc/failure';
import type { Handler } from './context';

/**
 * Student login (docs/product.md): handle, pre-hashed passcode and the browser's time zone. Limited
 * like the parent's login (auth/logins.ts).
 */
export const studentConnect: Handler<'student.connect'> = async (input, ctx) => {
  const { db, now, reply, env } = ctx;
  const attempt = await claimLogin(ctx, 'student', input.accountname);
  const student = await studentByHandle(db, input.accountname);
  if (!(await verifyPassword(student?.passwordHash, input.accountpassword)) || !student) {
    throw ApiFailure.refusing(401, { code: 'student_login_failed' });
  }
  const signedIn = { role: 'student', id: student.id, passwordHash: student.passwordHash } as const;
  await attempt.succeeded(signedIn);
  if (student.paused) throw ApiFailure.refusing(403, { code: 'student_resting' });
  // The child's day is the parent's to place (decision 0012): the first sign-in sets the
  // zone when none is stored; a later one in another zone does not move the day.
  const timezone = student.timezone ?? input.timezone;
  if (student.timezone === null) await setFirstTimezone(db, student.id, timezone);

  // A passcode changed since it was weighed makes no session (decision 0024).
  const usertoken = await createSession(db, signedIn, now());
  if (!usertoken) throw ApiFailure.refusing(401, { code: 'student_login_failed' });
  await endReplacedSession(ctx);
  const secure = secureCookies(env);
  clearSessionCookies(reply, secure);
  setSessionCookies(reply, 'student', usertoken, secure);
  // The grids' timings are folded into the facts when these are read; at the latest here, so
  // that they never pile up for a child whose facts nobody reads.
  await foldEvidence(db, student.id);
  const [data] = await withSubjects(
    db,
    [{ ...student, timezone }],
    await isPremium(db, student.parentId),
  );
  return { usertoken, student: data! };
};
