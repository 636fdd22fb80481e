import type { StudentData } from '@mathsteps/domain';
import { endReplacedSession } from '../accounts/sign-in';
import { type StudentRow, setFirstTimezone, withSubjects } from '../accounts/students';
import type { LoginAttempt } from '../auth/logins';
import {
  clearSessionCookies,
  createSession,
  secureCookies,
  setSessionCookies,
} from '../auth/sessions';
import { isPremium } from '../billing/subscriptions';
import { foldEvidence } from '../learning/fact-evidence';
import { ApiFailure } from '../rpc/failure';
import type { HandlerContext } from './context';

/**
 * A child's session, once its secret was right: a family's child by its handle and passcode
 * (student.connect), a pupil by its pictures on its class's page (class.signin). Both children
 * then work alike (docs/product.md "Teachers and classes").
 */
export async function startStudentSession(
  ctx: HandlerContext,
  attempt: LoginAttempt,
  student: StudentRow,
  timezone: string,
): Promise<{ usertoken: string; student: StudentData }> {
  const { db, now, reply, env } = ctx;
  const signedIn = { role: 'student', id: student.id, passwordHash: student.passwordHash } as const;
  await attempt.succeeded(signedIn);
  if (student.paused) throw ApiFailure.refusing(403, { code: 'student_resting' });
  // The child's day is the parent's to place (decision 0012): the first sign-in sets the
  // zone when none is stored; a later one in another zone does not move the day.
  const zone = student.timezone ?? timezone;
  if (student.timezone === null) await setFirstTimezone(db, student.id, zone);

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
    [{ ...student, timezone: zone }],
    await isPremium(db, student.parentId),
  );
  return { usertoken, student: data! };
}
