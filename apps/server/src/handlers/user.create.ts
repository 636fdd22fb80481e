import { CONSENT_STATEMENT, TEACHER_CONSENT_STATEMENT } from '@mathsteps/domain';
import { createParent } from '../accounts/parents';
import { signInParent } from '../accounts/sign-in';
import { sendVerification } from '../accounts/verification';
import { hashPassword } from '../auth/passwords';
import { claimAttempt, LIMITS } from '../auth/throttle';
import { requestLocale } from '../http/locale';
import { errorFacts } from '../logging';
import type { Handler } from './context';

/**
 * Registers a parent, or a teacher with the school's name (docs/decisions/0029-teachers.md),
 * with the role's consent statement (recorded with its time), signs them in
 * and sends the first verification e-mail. A failed e-mail does not undo the account: the
 * dashboard offers 'Request New Link'. Every address is answered the same way, taken or
 * not (decision 0012): the address is the account's once verified, and the owner of a
 * taken one is told by e-mail instead (accounts/verification.ts). Until then the account
 * can only look after itself (decision 0022).
 */
export const userCreate: Handler<'user.create'> = async (input, ctx) => {
  const { db, now } = ctx;
  await claimAttempt(
    ctx,
    [{ key: `sign-up-ip:${ctx.request.ip}`, limit: LIMITS.signUpsPerAddress }],
    now(),
    { code: 'too_many_accounts' },
  );
  const passwordHash = await hashPassword(input.emailpassword);
  const parent = await createParent(db, {
    email: input.email,
    firstname: input.firstname,
    lastname: input.lastname,
    passwordHash,
    consentAt: now(),
    consentText: input.role === 'teacher' ? TEACHER_CONSENT_STATEMENT : CONSENT_STATEMENT,
    role: input.role,
    school: input.school ?? null,
    deviceId: input.deviceid ?? null,
    // The language the parent registered in: the account's, for its pages and e-mails.
    locale: requestLocale(ctx.request) ?? null,
    createdAt: now(),
  });
  try {
    await sendVerification(ctx, parent);
  } catch (error) {
    ctx.log.warn(errorFacts(error), 'the first verification e-mail was not sent');
  }
  return signInParent(ctx, parent);
};
