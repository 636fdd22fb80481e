import type { TagInput } from '@mathsteps/domain';
import { useMutation } from '@tanstack/react-query';
import { deviceReadsAloud, rememberReadsAloud } from '../lib/device-reads-aloud';
import { studentQuery, studentRecord } from './learning';
import { queryClient } from './query-client';
import { rpc } from './rpc';

/**
 * The choices a child keeps with the student on the server (read aloud, badges told). Signing in
 * is student-sign-in.ts (a visitor's page, without the query cache); today's work learning.ts.
 */

/**
 * The child switches "Read aloud" on the dashboard: kept with the student on the server. It
 * applies at once, in the kept record and on the device (the next screen reads on its own even
 * before the server answers: a child who switched it on and tapped Start heard nothing), and
 * is put back if refused.
 */
export function useReadAloudChoice() {
  const readAloud = (readaloud: 'true' | 'false') => {
    rememberReadsAloud(readaloud);
    queryClient.setQueryData(
      studentQuery.queryKey,
      (answer) => answer && { ...answer, student: { ...answer.student, readaloud } },
      { updatedAt: queryClient.getQueryState(studentQuery.queryKey)?.dataUpdatedAt },
    );
  };
  return useMutation({
    onMutate: (on: boolean) => {
      const before = studentRecord()?.readaloud ?? (deviceReadsAloud() ? 'true' : 'false');
      readAloud(on ? 'true' : 'false');
      return { before };
    },
    mutationFn: (on: boolean) => rpc('student.readaloud', { readaloud: on ? 'true' : 'false' }),
    onSuccess: ({ student }) => readAloud(student.readaloud),
    onError: (_error, _on, context) => {
      if (context) readAloud(context.before);
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
