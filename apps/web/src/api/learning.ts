import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  API_BODY_MAX_BYTES,
  answerText,
  BOX_TIMINGS_MAX,
  type BoxTiming,
  type FirstTry,
  inSchoolMethod,
  type LevelOption,
  operandsOf,
  type Problem,
  problemFromQuestion,
  QUESTIONS_PER_SET,
  type ServerQuestion,
  type Subject,
  type TagInput,
  type TagOutput,
  writtenAnswer,
} from '@mathsteps/domain';
import { onlineManager, queryOptions, useMutationState, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { childToday, type Day, dayOn, doneOnDevice, withNextDay } from '../lib/day-on-device';
import { reasonOf, unreachable } from '../lib/server-errors';
import { getSession, type StudentProfile } from '../lib/session';
import { browserTimeZone } from '../lib/time-zones';
import { queryClient } from './query-client';
import { rpc } from './rpc';
import { KEPT_MS, keepChoice, keepSubject, studentQuery, studentRecord } from './student';

/**
 * The student's side of the learning loop (docs/product.md "A child's day"): today's assignments,
 * finishing one, choosing the next level, practice problems and wrong-answer reports.
 */

/** Today's assignments; `ahead` asks for tomorrow's problems too (kept on the device). */
export function loadAssignments(ahead = false) {
  return rpc('student.mathget', {
    subjects: ['addition', 'subtraction', 'multiplication', 'division'],
    ...(ahead && { ahead: 'true' as const }),
  });
}

/**
 * A server question as the child's grid problem, written in the child's school's methods
 * (docs/written-methods.md); undefined when no grid can show it.
 */
export function gridProblemOf(question: ServerQuestion): Problem | undefined {
  try {
    const problem = problemFromQuestion(question);
    const method = studentRecord()?.schoolmethod;
    return method ? inSchoolMethod(problem, method) : problem;
  } catch {
    return undefined;
  }
}

/** A subject's level in the record, else in the day (a level as the API writes it). */
function levelOf(subject: Subject): string | undefined {
  return (
    studentRecord()?.mathlevels[subject]?.level ??
    queryClient.getQueryData<Day>(dayKey)?.days[subject]?.level
  );
}

/**
 * Whose work waiting on the device is whose: the student's id, never the handle, so that the
 * next person on a shared tablet finds no child named in what waits (decision 0014).
 */
export function workOwner(student: StudentProfile): string {
  return student.id ?? student.accountname;
}

/** The key of a finished assignment on its way to the server (student.mathcomplete). */
export const completionKey = ['student.mathcomplete'] as const;

/**
 * A finished assignment: what the child did, and whose it is. It is kept on the device
 * until the server has answered (decision 0014), and sent only while that child is signed
 * in; the same `attempt` counts once, however often it is sent (docs/product.md student.mathcomplete).
 */
export interface Completion {
  /** The child's `workOwner`: an id, not a name (an earlier release kept the handle). */
  account: string;
  subject: Subject;
  errors: number;
  attempt: string;
  boxes: BoxTiming[];
  /** Digits typed in the grids without a fact (a completion kept from before has none). */
  typing?: number[];
  firsttries: FirstTry[];
}

export type CompletionAnswer = TagOutput<'student.mathcomplete'>;

/**
 * Sends a finished assignment. When the server cannot be reached the app takes itself as
 * offline (TanStack Query's onlineManager), so the completion pauses, kept on the device,
 * until the connection returns: the browser's "online", Try Again, or the next reading of
 * the day. A refusal is final.
 */
async function sendCompletion(work: Completion): Promise<CompletionAnswer> {
  try {
    return await rpc('student.mathcomplete', {
      subject: work.subject,
      errors: String(Math.min(work.errors, QUESTIONS_PER_SET)),
      timezone: browserTimeZone(),
      attempt: work.attempt,
      firsttries: work.firsttries,
      boxes: fittingTimings(work.boxes, work.firsttries),
      typing: (work.typing ?? []).slice(0, BOX_TIMINGS_MAX),
    });
  } catch (error) {
    if (unreachable(error)) onlineManager.setOnline(false);
    throw error;
  }
}

// Set once for every completion, also one restored from the device after a reload.
queryClient.setMutationDefaults(completionKey, {
  mutationFn: sendCompletion,
  // Paused while offline; an unreachable server pauses it at once (sendCompletion).
  networkMode: 'online',
  retry: (_, error) => unreachable(error),
  retryDelay: 0,
  onSuccess: (answer: CompletionAnswer, work: Completion) => {
    // Moved down by the level rule (decision 0018): the next assignment is at the new level.
    keepSubject(work.subject, {
      completion: answer.completion,
      ...(answer.moved !== undefined && { level: answer.moved }),
    });
    // Asked on the result screen, or where the child is when the work is counted later.
    const level = levelOf(work.subject);
    keepChoice(
      work.subject,
      answer.options.length > 0 && level !== undefined
        ? { level, options: answer.options }
        : undefined,
    );
    void queryClient.invalidateQueries({ queryKey: dayQuery.queryKey });
    void queryClient.invalidateQueries({ queryKey: studentQuery.queryKey });
  },
});

/** Try Again: the work waiting on the device is sent now. */
export function sendWaitingWork(): Promise<unknown> {
  onlineManager.setOnline(true);
  return queryClient.resumePausedMutations();
}

/**
 * The subjects the signed-in child finished on this device that wait to be sent: the day
 * shows them done.
 */
function useWaitingSubjects(account: string): Subject[] {
  return useMutationState({
    filters: { mutationKey: completionKey, status: 'pending' },
    select: (mutation) => mutation.state.variables as Completion,
  })
    .filter((work) => work.account === account)
    .map((work) => work.subject);
}

/** Finished work the server refused on arrival, with its reason. */
export interface RefusedWork {
  subject: Subject;
  reason: string;
}

/**
 * Work from this device the server refused on arrival (the day had passed, a level changed
 * meanwhile): told once, on the screen the child is on when it is refused; the result
 * screen tells its own (forgetRefusal).
 */
export function useRefusedWork(): RefusedWork[] {
  const refused = useMutationState({
    filters: { mutationKey: completionKey, status: 'error' },
    select: (mutation) => mutation,
  });
  const [told, setTold] = useState<RefusedWork[]>([]);
  useEffect(() => {
    if (refused.length === 0) return;
    setTold((list) => [
      ...list,
      ...refused.map((mutation) => ({
        subject: (mutation.state.variables as Completion).subject,
        reason: reasonOf(mutation.state.error, i18n._(msg`It could not be counted.`)),
      })),
    ]);
    for (const mutation of refused) queryClient.getMutationCache().remove(mutation);
  }, [refused]);
  return told;
}

/** A refusal told on the result screen: not told again elsewhere. */
export function forgetRefusal(attempt: string): void {
  const cache = queryClient.getMutationCache();
  for (const mutation of cache.findAll({ mutationKey: completionKey, status: 'error' }))
    if ((mutation.state.variables as Completion).attempt === attempt) cache.remove(mutation);
}

/**
 * The timed boxes a completion can carry: at most BOX_TIMINGS_MAX, and fewer when the first
 * tries of long grids (a level-19 division) leave less room in a call. The first tries are
 * the work; the timings only add to what is known of the facts.
 */
export function fittingTimings(boxes: BoxTiming[], firsttries: FirstTry[]): BoxTiming[] {
  // Room for the call's other fields (tag, subject, zone, attempt...), with a margin.
  const room = API_BODY_MAX_BYTES - JSON.stringify(firsttries).length - 600;
  let timed = boxes.slice(0, BOX_TIMINGS_MAX);
  while (timed.length > 0 && JSON.stringify(timed).length > room) {
    timed = timed.slice(0, Math.floor(timed.length * 0.9));
  }
  return timed;
}

/**
 * Takes a level option. A failure is only logged (docs/product.md): the child goes back to the
 * assignments either way, and the level stays as it was. Either way it is not asked again.
 */
export async function chooseLevel(subject: Subject, action: LevelOption): Promise<void> {
  try {
    const answer = await rpc('student.levelupdate', {
      subject,
      action,
      timezone: browserTimeZone(),
    });
    const level = answer[subject]?.level;
    keepChoice(subject, undefined);
    if (level !== undefined) keepSubject(subject, { level });
  } catch (error) {
    keepChoice(subject, undefined);
    console.warn('The level choice was not saved', error);
  }
}

/** Practice problems are kept 5 minutes per subject and level (docs/product.md). */
const PRACTICE_KEPT_MS = 5 * 60_000;

/** A subject's practice problems at a level (student.practiceget). */
export const practiceQuery = (subject: Subject, level: number) =>
  queryOptions({
    queryKey: ['student.practiceget', subject, level],
    queryFn: async () =>
      (await rpc('student.practiceget', { subject, level })).math[`${subject}_${level}`] ?? [],
    staleTime: PRACTICE_KEPT_MS,
    gcTime: PRACTICE_KEPT_MS,
  });

/**
 * Reports a wrong submission with the digits the child typed (docs/product.md
 * student.mathreporterror), in the background: it never waits, and a failure is only logged.
 */
export function reportWrongAnswer(
  problem: Problem,
  level: number,
  question: number,
  wrongBoxes: number,
  entries: Record<string, string>,
  boxes: BoxTiming[] = [],
  typing: number[] = [],
): void {
  const [a, b] = operandsOf(problem);
  rpc('student.mathreporterror', {
    question: {
      subject: problem.subject,
      question,
      level: String(level),
      number_0: String(a),
      number_1: String(b),
      errorcount: Math.max(1, wrongBoxes),
      result: { answer: writtenAnswer(problem, entries).slice(0, 40) },
      correct: { answer: answerText(problem) },
    },
    entries,
    boxes: boxes.slice(0, BOX_TIMINGS_MAX),
    typing: typing.slice(0, BOX_TIMINGS_MAX),
  }).catch((error: unknown) => console.warn('A wrong answer was not reported', error));
}

/**
 * Says how far the child is in an assignment, for its class's live board (docs/product.md "The
 * live board"), in the background: it never waits, and offline or failed it is only logged (the
 * completion says the rest).
 */
export function reportProgress(progress: Omit<TagInput<'student.mathprogress'>, 'deviceid'>): void {
  rpc('student.mathprogress', progress).catch((error: unknown) =>
    console.warn('Progress was not reported', error),
  );
}

/** A targeted practice set the parent started (docs/misconceptions.md), or null when none waits. */
export type FocusSet = NonNullable<TagOutput<'student.focusget'>['focus']>;

/** The targeted practice set waiting for the child, or null (student.focusget). */
export const focusSetQuery = queryOptions({
  queryKey: ['student.focusget'],
  queryFn: async (): Promise<FocusSet | null> => (await rpc('student.focusget', {})).focus,
});

/** Sends the child's first try at each problem; the same set again gets the same outcome. */
export async function finishFocusSet(
  focus: FocusSet,
  answers: Record<string, string>[],
): Promise<void> {
  await rpc('student.focuscomplete', { focusid: focus.id, answers });
}

/**
 * Reads the signed-in child's day from the server, with the next day's problems once a day
 * (for a day without a connection). The levels and schedules it sends are written into the
 * kept record (a parent may have changed one). The server answered: work waiting on the device
 * is sent now (sendWaitingWork).
 */
async function readDay(): Promise<Day> {
  const session = getSession();
  const kept = queryClient.getQueryData<Day>(dayKey);
  const today = session?.role === 'student' ? childToday(session.timezone) : '';
  const answer = withNextDay(await loadAssignments(dayOn(kept, today)?.next === undefined), kept);
  for (const [subject, day] of Object.entries(answer.days))
    keepSubject(subject as Subject, { level: day.level, schedule: day.schedule });
  void sendWaitingWork();
  return answer;
}

const dayKey = ['student.mathget'];

/**
 * The signed-in child's day (student.mathget), as the server last sent it; kept on the
 * device (kept-on-device.ts), so that it shows at once and also without a connection.
 */
export const dayQuery = queryOptions({
  queryKey: dayKey,
  queryFn: readDay,
  gcTime: KEPT_MS,
  // Coming back online sends the waiting work, whose answer reads the day again; a reading
  // here would send it again too, and again if it fails.
  refetchOnReconnect: false,
});

/**
 * The day as the child sees it today: the kept day (or the day after it, from the problems
 * sent ahead) until the server answers, with the work waiting on the device shown done.
 */
export function useDay(student: StudentProfile) {
  const today = childToday(student.timezone);
  const select = useCallback((day: Day) => dayOn(day, today), [today]);
  const query = useQuery({ ...dayQuery, select });
  const waiting = useWaitingSubjects(workOwner(student));
  return { query, day: query.data && waiting.reduce(doneOnDevice, query.data) };
}

/**
 * A Quick Facts round's facts for an operation, the due and weak ones first, and the child's
 * typing speed (student.factsget): asked afresh at each start, the order having changed.
 */
export const factsRoundQuery = (operation: Subject) =>
  queryOptions({
    queryKey: ['student.factsget', operation],
    queryFn: () => rpc('student.factsget', { operation }),
    staleTime: 0,
  });

/** A round's answers, under the session the server planned: they count once however often sent. */
export function completeFactsRound(
  round: Omit<TagInput<'student.factscomplete'>, 'deviceid'>,
): Promise<TagOutput<'student.factscomplete'>> {
  return rpc('student.factscomplete', round);
}

/** The child's facts map: each practiced fact and how quick it is (student.factsmap). */
export const factsMapQuery = queryOptions({
  queryKey: ['student.factsmap'],
  queryFn: async () => (await rpc('student.factsmap', {})).facts,
});
