import { type Locale, prehashPassword, type StudentData, type TagInput } from '@mathsteps/domain';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { RpcError } from '../lib/server-errors';
import { clearSession, getSession, isAccount } from '../lib/session';
import { keepParent } from './parent-sign-in';
import { queryClient } from './query-client';
import { rpc } from './rpc';
import { endingSession } from './sign-out-on-its-way';

/**
 * The signed-in parent's account: the parent and their students (a query), and each change a
 * parent makes to the account (mutation hooks, or calls made in a form's submit). The calls of
 * the visitor's pages (register, log in, reset and verification links) are parent-sign-in.ts.
 */

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
  const currentpassword = await prehashForCurrentEmail(password);
  await endingSession(rpc('user.delete', { currentpassword }));
  clearSession();
}

/** A fresh copy of the parent and their students; a dead session signs this browser out. */
export async function refreshParent() {
  try {
    const answer = await rpc('user.get', {});
    keepParent(answer);
    return answer;
  } catch (error) {
    if (error instanceof RpcError && error.status === 401) clearSession();
    throw error;
  }
}

export async function updateParent(input: Parameters<typeof rpc<'user.update'>>[1]) {
  return keepParent(await rpc('user.update', input));
}

/** The pre-hash for the signed-in parent's current address. */
export function prehashForCurrentEmail(password: string) {
  const session = getSession();
  return prehashPassword(isAccount(session) ? session.email : '', password);
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

/** /parent-contact: a message to the team, with its reason. */
export async function sendMessage(reason: TagInput<'user.message'>['subject'], body: string) {
  await rpc('user.message', { subject: reason, body });
}
