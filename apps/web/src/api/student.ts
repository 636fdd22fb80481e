import type { TagInput } from '@mathsteps/domain';
import { useMutation } from '@tanstack/react-query';
import { getSession, saveSession, studentProfileOf } from '../lib/session';
import { rpc } from './rpc';

/**
 * The choices a child keeps with the student on the server (read aloud, badges told). Signing in
 * is student-sign-in.ts (a visitor's page, without the query cache); today's work learning.ts.
 */

/**
 * The child switches "Read aloud" on the dashboard: kept with the student on the server. While
 * it is saved the switch shows the choice (`variables`); a failure leaves it as it was.
 */
export function useReadAloudChoice() {
  return useMutation({
    // Applied at once, as it shows: the next screen reads on its own even before the server
    // answers (a child who switched it on and tapped Start heard nothing); put back if refused.
    onMutate: (on: boolean) => {
      const session = getSession();
      if (session?.role !== 'student') return undefined;
      saveSession({ ...session, readaloud: on ? 'true' : 'false' });
      return { readaloud: session.readaloud };
    },
    mutationFn: async (on: boolean) => {
      const answer = await rpc('student.readaloud', { readaloud: on ? 'true' : 'false' });
      const session = getSession();
      const timezone = session?.role === 'student' ? session.timezone : 'UTC';
      saveSession(studentProfileOf(answer.student, timezone, session));
    },
    onError: (_error, _on, before) => {
      const session = getSession();
      if (before && session?.role === 'student') saveSession({ ...session, ...before });
    },
  });
}

/**
 * The child has been shown these badges: the server will not announce them again. If the
 * call fails they are told again next time, which is better than never.
 */
export function markBadgesSeen(badges: TagInput<'student.badgesseen'>['badges']): void {
  if (badges.length === 0) return;
  rpc('student.badgesseen', { badges }).catch((error: unknown) =>
    console.warn('The badges were not marked as seen', error),
  );
}
