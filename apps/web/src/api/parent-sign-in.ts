import { type AccountRole, prehashPassword, type TagOutput } from '@mathsteps/domain';
import { followAccount } from '../lib/i18n';
import { accountProfileOf, clearSession, getSession, isAccount, saveSession } from '../lib/session';
import { rpc } from './rpc';
import { sessionEndLanded } from './sign-out-on-its-way';

/**
 * A parent's calls from the visitor's pages (register, log in, a reset link, a verification
 * link, unsubscribe): those pages have no query cache, which stays out of every visitor's first
 * download, so this module holds calls only. Passwords leave the browser pre-hashed only
 * (docs/architecture.md "One request"); the session token stays in its HttpOnly cookie and the
 * profile in local storage. The signed-in parent's calls are parent.ts.
 */

/**
 * Keeps the account's profile (a parent's or a teacher's) on this device and follows the
 * account's language.
 */
export function keepParent(answer: { data: TagOutput<'user.get'>['data'] }) {
  saveSession(accountProfileOf(answer.data));
  followAccount(answer.data.locale);
  return answer.data;
}

/** /register: a parent's account, or a teacher's with its school (docs/decisions/0029-teachers.md). */
export async function registerParent(values: {
  role: AccountRole;
  firstName: string;
  lastName: string;
  school?: string | undefined;
  email: string;
  password: string;
}) {
  // Registration starts clean: whoever was signed in here before is signed out.
  clearSession();
  await sessionEndLanded();
  return keepParent(
    await rpc('user.create', {
      email: values.email,
      emailpassword: await prehashPassword(values.email, values.password),
      firstname: values.firstName,
      lastname: values.lastName,
      ...(values.role === 'teacher' && { role: 'teacher', school: values.school }),
      consent: true,
    }),
  );
}

export async function loginParent(email: string, password: string) {
  await sessionEndLanded();
  return keepParent(
    await rpc('user.connect', { email, emailpassword: await prehashPassword(email, password) }),
  );
}

/** "Forgot password?": a link goes to the address if an account uses it (the same answer either way). */
export async function askPasswordReset(email: string): Promise<void> {
  await rpc('public.passwordforgot', { email });
}

/**
 * Whether a reset link can still set a password: its page asks before it shows the form, so a
 * used or late link says so at once (public.passwordresetcheck). A visitor's page has no query
 * cache (it stays out of every visitor's first download): a call, not a query.
 */
export async function checkResetLink(token: string, email: string): Promise<boolean> {
  return (await rpc('public.passwordresetcheck', { token, email })).valid;
}

/**
 * The reset link's page sets the new password, pre-hashed with the link's address. Every
 * session of the parent ended on the server: this browser's too.
 */
export async function setNewPassword(token: string, email: string, password: string) {
  await rpc('public.passwordreset', {
    token,
    email,
    emailpassword: await prehashPassword(email, password),
  });
  if (isAccount(getSession())) clearSession();
}

/**
 * The link of a verification e-mail, opened on any device (a visitor's page: a call). Answers
 * whether the address was verified already; a parent signed in here is verified at once.
 */
export async function verifyEmailLink(token: string): Promise<{ already: boolean }> {
  const answer = await rpc('public.emailverify', { emailtoken: token });
  const session = getSession();
  if (isAccount(session)) saveSession({ ...session, emailverified: 'true' });
  return { already: Boolean(answer.already) };
}

/** The weekly e-mail's "unsubscribe" link, which works without signing in. */
export async function unsubscribeByLink(token: string): Promise<void> {
  await rpc('public.unsubscribe', { token });
}
