import {
  type Locale,
  prehashPassword,
  type StudentData,
  type TagInput,
  type TagOutput,
} from '@mathsteps/domain';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { followAccount } from '../lib/i18n';
import { RpcError } from '../lib/server-errors';
import { clearSession, getSession, parentProfileOf, saveSession } from '../lib/session';
import { queryClient } from './query-client';
import { rpc } from './rpc';

/**
 * The parent's account calls. Passwords leave the browser pre-hashed only (docs/architecture.md "One request");
 * the session token stays in its HttpOnly cookie and the profile in local storage.
 */

function keep(answer: { data: TagOutput<'user.get'>['data'] }) {
  saveSession(parentProfileOf(answer.data));
  followAccount(answer.data.locale);
  return answer.data;
}

export async function registerParent(values: {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}) {
  // Registration starts clean: whoever was signed in here before is signed out.
  clearSession();
  return keep(
    await rpc('user.create', {
      email: values.email,
      emailpassword: await prehashPassword(values.email, values.password),
      firstname: values.firstName,
      lastname: values.lastName,
      consent: true,
    }),
  );
}

export async function loginParent(email: string, password: string) {
  return keep(
    await rpc('user.connect', { email, emailpassword: await prehashPassword(email, password) }),
  );
}

/** "Forgot password?": a link goes to the address if an account uses it (the same answer either way). */
export async function askPasswordReset(email: string): Promise<void> {
  await rpc('public.passwordforgot', { email });
}

/**
 * The reset link's page sets the new password, pre-hashed with the link's address. Every
 * session of the parent ended on the server: this browser's too.
 */
/**
 * Whether a reset link can still set a password: its page asks before it shows the form, so a
 * used or late link says so at once (public.passwordresetcheck). A visitor's page has no query
 * cache (it stays out of every visitor's first download): a call, not a query.
 */
export async function checkResetLink(token: string, email: string): Promise<boolean> {
  return (await rpc('public.passwordresetcheck', { token, email })).valid;
}

export async function setNewPassword(token: string, email: string, password: string) {
  await rpc('public.passwordreset', {
    token,
    email,
    emailpassword: await prehashPassword(email, password),
  });
  if (getSession()?.role === 'parent') clearSession();
}

/** "Sign out of all devices": every other device of the parent and of their children; answers how many. */
export function useSignOutEverywhere() {
  return useMutation({ mutationFn: async () => (await rpc('user.signoutall', {})).ended });
}

/** The weekly summary e-mail on or off (premium parents only get it). */
export function useWeeklyEmailChoice() {
  return useMutation({
    mutationFn: (on: boolean) => updateParent({ emails: on ? 'true' : 'false' }),
  });
}

/** The language of the parent's pages and e-mails, kept with the account. */
export function useAccountLanguage() {
  return useMutation({ mutationFn: (locale: Locale) => updateParent({ locale }) });
}

/** Deletes the account, its students and their work, asked with the password; signs out here. */
export async function deleteAccount(password: string): Promise<void> {
  await rpc('user.delete', { currentpassword: await prehashForCurrentEmail(password) });
  clearSession();
}

/** A fresh copy of the parent and their students; a dead session signs this browser out. */
export async function refreshParent() {
  try {
    const answer = await rpc('user.get', {});
    keep(answer);
    return answer;
  } catch (error) {
    if (error instanceof RpcError && error.status === 401) clearSession();
    throw error;
  }
}

export async function updateParent(input: Parameters<typeof rpc<'user.update'>>[1]) {
  return keep(await rpc('user.update', input));
}

/** The pre-hash for the signed-in parent's current address. */
export function prehashForCurrentEmail(password: string) {
  const session = getSession();
  return prehashPassword(session?.role === 'parent' ? session.email : '', password);
}

/** The parent and their students, fresh from the server (user.get). */
export const parentQuery = queryOptions({ queryKey: ['user.get'], queryFn: refreshParent });

/** Changes the students as the server confirmed, without reading them again. */
export function updateStudents(change: (students: StudentData[]) => StudentData[]): void {
  queryClient.setQueryData(parentQuery.queryKey, (answer) =>
    answer ? { ...answer, students: change(answer.students) } : answer,
  );
}

/** "Request New Link": a new verification e-mail, its code and link, to the parent's address. */
export function useNewVerificationLink() {
  return useMutation({ mutationFn: () => rpc('user.emailverify', {}) });
}

/** The 8-digit code of the verification e-mail, typed: the parent comes back verified. */
export async function verifyEmailCode(code: string): Promise<void> {
  await rpc('user.emailverify', { emailtoken: code.replace(/\s/g, '') });
  await refreshParent().catch(() => undefined);
}

/**
 * The link of a verification e-mail, opened on any device (a visitor's page: a call). Answers
 * whether the address was verified already; a parent signed in here is verified at once.
 */
export async function verifyEmailLink(token: string): Promise<{ already: boolean }> {
  const answer = await rpc('public.emailverify', { emailtoken: token });
  const session = getSession();
  if (session?.role === 'parent') saveSession({ ...session, emailverified: 'true' });
  return { already: Boolean(answer.already) };
}

/** The weekly e-mail's "unsubscribe" link, which works without signing in. */
export async function unsubscribeByLink(token: string): Promise<void> {
  await rpc('public.unsubscribe', { token });
}

/** /parent-contact: a message to the team, with its reason. */
export async function sendMessage(reason: TagInput<'user.message'>['subject'], body: string) {
  await rpc('user.message', { subject: reason, body });
}
