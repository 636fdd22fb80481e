/**
 * Whether the child signed in on this device (or the last one) has its screens read on their
 * own: the child's "Read aloud", written at sign-in, at each fresh reading of the child's
 * record and when the child switches it. The screens read it synchronously, without the
 * query cache (a visitor's pages have none). Kept after signing out (it names nobody), so that
 * the student login reads a refused login aloud to a child who cannot read it yet.
 */
const KEY = 'mathsteps.readsAloud';

export const deviceReadsAloud = () => localStorage.getItem(KEY) === 'true';

export function rememberReadsAloud(readaloud: 'true' | 'false' | undefined): void {
  localStorage.setItem(KEY, readaloud ?? 'false');
}
