import { unreachable } from '../lib/server-errors';
import {
  clearSession,
  getSession,
  onSessionChange,
  pendingSignOut,
  type SignOutRole,
  setPendingSignOut,
} from '../lib/session';
import { rpc } from './rpc';
import { endingSession } from './sign-out-on-its-way';

/**
 * Signing out (docs/decisions/0014-offline.md, "Signing out offline"). The device forgets the
 * session at once; the server ends it with the logout tag. When the server cannot be reached,
 * the sign-out waits on the device and is sent as soon as it can be: when the browser says it
 * is online, at the next opening of the app, or by the next sign-in on this browser (the
 * server ends the session a sign-in replaces). Until then the pages say so (lib/sign-out-pending.ts): on a shared
 * tablet the next child must not think the last one is signed out.
 */

const logoutTag = (role: SignOutRole) => (role === 'student' ? 'student.logout' : 'user.logout');

/** Signs out here at once, and on the server now or as soon as it can be reached. */
export async function signOut(role: SignOutRole): Promise<void> {
  try {
    await endingSession(rpc(logoutTag(role), {}));
  } catch (error) {
    // A refusal (the session had already ended) leaves nothing to send.
    if (unreachable(error)) setPendingSignOut(role);
  } finally {
    clearSession();
  }
}

/** Sends a sign-out that waits on the device; answers whether none waits any more. */
export async function sendPendingSignOut(): Promise<boolean> {
  const role = pendingSignOut();
  if (!role) return true;
  // Someone signed in since: that sign-in ended the waiting session on the server.
  if (getSession()) {
    setPendingSignOut(undefined);
    return true;
  }
  try {
    await endingSession(rpc(logoutTag(role), {}));
  } catch (error) {
    if (unreachable(error)) return false;
  }
  setPendingSignOut(undefined);
  return true;
}

/**
 * Sends a waiting sign-out now and whenever the browser comes online, until it is sent or a
 * sign-in ends it; answers the cleanup.
 */
export function sendSignOutWhenOnline(): () => void {
  const send = () => void sendPendingSignOut();
  send();
  window.addEventListener('online', send);
  const stop = onSessionChange(() => {
    if (getSession() && pendingSignOut()) setPendingSignOut(undefined);
  });
  return () => {
    window.removeEventListener('online', send);
    stop();
  };
}
