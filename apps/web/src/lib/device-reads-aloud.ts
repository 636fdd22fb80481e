/**
 * Whether the last child signed in on this device has its screens read on their own: kept
 * after signing out (it names nobody), so that the student login reads a refused login aloud
 * to a child who cannot read it yet. A module of its own: only the child's screens and the
 * student login load it.
 */
const KEY = 'mathsteps.readsAloud';

export const deviceReadsAloud = () => localStorage.getItem(KEY) === 'true';

export function rememberReadsAloud(readaloud: 'true' | 'false' | undefined): void {
  localStorage.setItem(KEY, readaloud ?? 'false');
}
