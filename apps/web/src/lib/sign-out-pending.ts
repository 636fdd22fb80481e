import { msg } from '@lingui/core/macro';
import { useSyncExternalStore } from 'react';
import { PENDING_SIGN_OUT_KEY as PENDING_KEY, pendingSignOut, type SignOutRole } from './session';

export { pendingSignOut, type SignOutRole };

/**
 * Whether a sign-out waits on this device to be sent (api/sign-out.ts sends it). Kept apart
 * from the sending, which loads after the first paint: every page shows the flag.
 */

export const SIGN_OUT_PENDING = msg`This device is still signed in until it is online.`;

const listeners = new Set<() => void>();

export function setPendingSignOut(role: SignOutRole | undefined): void {
  try {
    if (role) localStorage.setItem(PENDING_KEY, role);
    else localStorage.removeItem(PENDING_KEY);
  } catch {
    // Storage refused: the next sign-in still ends the session on the server.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** Whether a sign-out waits on this device to be sent. */
export function useSignOutPending(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => pendingSignOut() !== undefined,
    () => false,
  );
}
