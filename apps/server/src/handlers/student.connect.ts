import { eq, tables } from '@mathsteps/db';
import { PAUSED_REASON, withSubjects } from '../accounts/students';
import { verifyPassword } from '../auth/passwords';
import {
  clearSessionCookies,
  createSession,
  secureCookies,
  setSessionCookies,
} from '../auth/sessions';
import { claimAttempt, LIMITS } from '../auth/throttle';
import { isPremium } from '../billing/subscriptions';
import { foldEvidence } from '../learning/facts';
import { ApiFailure } from '../rpc/failure';
import type { Handler } from '../rpc/handler';

/** Said the same way for an unknown handle and a wrong passcode. */
export const STUDENT_LOGIN_FAILED = 'That handle and passcode do not match. Please try again.';

/**
 * Student login (seed §7): handle, pre-hashed passcode and the browser's time zone. Limited
 * like the parent's login: per handle and address, per address, and per handle.
 */
export const studentConnect: Handler<'student.connect'> = async (
  input,
  { db, now, reply, env, request },
) => {
  const pair = `student-login:${input.accountname}:${request.ip}`;
  const attempt = await claimAttempt(
    db,
    [
      { key: pair, limit: LIMITS.studentLoginPerAccountAndAddress },
      { key: `student-login-ip:${request.ip}`, limit: LIMITS.studentLoginPerAddress },
      { key: `student-login:${input.accountname}`, limit: LIMITS.studentLoginPerAccount },
    ],
    now(),
    'Too many tries. Please wait a while, or ask your grown-up for help.',
  );
  const [student] = await db
    .select()
    .from(tables.students)
    .where(eq(tables.students.accountname, input.accountname));
  if (!(await verifyPassword(student?.passwordHash, input.accountpassword)) || !student) {
    throw new ApiFailure(401, STUDENT_LOGIN_FAILED);
  }
  await attempt.refund(pair);
  if (student.paused) throw new ApiFailure(403, PAUSED_REASON);
  await db
    .update(tables.students)
    .set({ timezone: input.timezone })
    .where(eq(tables.students.id, student.id));

  const secure = secureCookies(env);
  clearSessionCookies(reply, secure);
  const usertoken = await createSession(db, { studentId: student.id }, now());
  setSessionCookies(reply, 'student', usertoken, secure);
  // The grids' timings are folded into the facts when these are read; at the latest here, so
  // that they never pile up for a child whose facts nobody reads.
  await foldEvidence(db, student.id);
  const [data] = await withSubjects(
    db,
    [{ ...student, timezone: input.timezone }],
    await isPremium(db, student.parentId),
  );
  return { usertoken, student: data! };
};
