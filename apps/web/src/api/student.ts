import {
  type LevelOption,
  type StudentData,
  SUBJECTS,
  type Subject,
  type TagInput,
  type TagOutput,
} from '@mathsteps/domain';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { deviceReadsAloud, rememberReadsAloud } from '../lib/device-reads-aloud';
import { queryClient } from './query-client';
import { rpc } from './rpc';

/**
 * The signed-in child's own record (student.get): its levels, schedules, plan and choices, as the
 * server last sent them, kept on the device for offline (kept-on-device.ts); and the choices a
 * child keeps with the student (read aloud, badges told). The session keeps only who is signed
 * in (docs/architecture.md "Where the child's state lives"). Signing in is student-sign-in.ts (a
 * visitor's page, without the query cache); today's work learning.ts.
 */
/** How long the child's day and record are kept on the device: the day sent, and the next. */
export const KEPT_MS = 2 * 86_400_000;

/** The child's record: progress, rewards, levels and schedules (student.get). */
export const studentQuery = queryOptions({
  queryKey: ['student.get'],
  queryFn: () => rpc('student.get', {}),
  // Kept on the device with the day: the stars and streak show at once.
  gcTime: KEPT_MS,
});

/**
 * The signed-in child's record (levels, schedules, choices) as the server last sent it: the
 * query cache's copy, kept on the device for offline (kept-on-device.ts). The session keeps
 * only who is signed in (docs/architecture.md "Where the child's state lives").
 */
export function studentRecord(): StudentData | undefined {
  return queryClient.getQueryData(studentQuery.queryKey)?.student;
}

const recordOf = (answer: TagOutput<'student.get'>) => answer.student;

/**
 * The same for a screen, drawn again as it changes. It only reads: the dashboard and the
 * assignments ask the server (useFreshStudent), and the other screens open after them.
 */
export function useStudentRecord(): StudentData | undefined {
  return useQuery({ ...studentQuery, enabled: false, select: recordOf }).data;
}

/**
 * Changes the kept record without reading it again: what the server answered, or the child's
 * switch while it is saved. The record's time stays: it was not read from the server (a badge
 * is announced only from a fresh reading).
 */
function patchRecord(change: (student: StudentData) => StudentData): void {
  queryClient.setQueryData(
    studentQuery.queryKey,
    (answer) => answer && { ...answer, student: change(answer.student) },
    { updatedAt: queryClient.getQueryState(studentQuery.queryKey)?.dataUpdatedAt },
  );
}

/**
 * What the server answered of a subject (a level, a schedule, the last completion), written
 * into the kept record at once: the dashboard counts with it before the record is read again,
 * also without a connection.
 */
export function keepSubject(
  subject: Subject,
  change: { level?: string; schedule?: string; completion?: string },
): void {
  const { schedule, ...level } = change;
  patchRecord((student) => ({
    ...student,
    mathlevels: {
      ...student.mathlevels,
      [subject]: { level: '0', ...student.mathlevels[subject], ...level },
    },
    ...(schedule !== undefined && {
      mathschedule: { ...student.mathschedule, [subject]: { schedule } },
    }),
  }));
}

/** The level options of a subject's last work, until one is taken, and the level they are for. */
export interface WaitingChoice {
  level: string;
  options: LevelOption[];
}
type WaitingChoices = Partial<Record<Subject, WaitingChoice>>;

/** Not a tag: the device's own list, kept with the day (kept-on-device.ts). */
export const levelChoicesKey = ['levelchoices'] as const;

/**
 * The level choices of work counted after its result screen was left (sent from this device
 * later): asked on the dashboard and the assignments until one is taken. No server reads
 * them back: the cache is their only home.
 */
const levelChoicesQuery = queryOptions({
  queryKey: levelChoicesKey,
  queryFn: () => queryClient.getQueryData<WaitingChoices>(levelChoicesKey) ?? {},
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: KEPT_MS,
});

export function keepChoice(subject: Subject, choice: WaitingChoice | undefined): void {
  queryClient.setQueryData<WaitingChoices>(levelChoicesKey, (choices = {}) => {
    const { [subject]: _taken, ...others } = choices;
    return choice ? { ...others, [subject]: choice } : others;
  });
}

/** The subjects whose level choice waits, still at the level it was offered for. */
export function useWaitingChoices(): [Subject, WaitingChoice][] {
  const { data = {} } = useQuery(levelChoicesQuery);
  const record = useStudentRecord();
  return SUBJECTS.flatMap((subject) => {
    const choice = data[subject];
    const level = record?.mathlevels[subject]?.level ?? choice?.level;
    return choice && choice.options.length > 0 && level === choice.level
      ? [[subject, choice] as [Subject, WaitingChoice]]
      : [];
  });
}

/**
 * The child switches "Read aloud" on the dashboard: kept with the student on the server. It
 * applies at once, in the kept record and on the device (the next screen reads on its own even
 * before the server answers: a child who switched it on and tapped Start heard nothing), and
 * is put back if refused.
 */
export function useReadAloudChoice() {
  const readAloud = (readaloud: 'true' | 'false') => {
    rememberReadsAloud(readaloud);
    patchRecord((student) => ({ ...student, readaloud }));
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
