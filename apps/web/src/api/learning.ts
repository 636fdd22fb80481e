import {
  API_BODY_MAX_BYTES,
  answerText,
  BOX_TIMINGS_MAX,
  type BoxTiming,
  type FirstTry,
  type LevelOption,
  operandsOf,
  type Problem,
  problemFromQuestion,
  QUESTIONS_PER_SET,
  type ServerQuestion,
  type Subject,
  type TagOutput,
  writtenAnswer,
} from '@mathsteps/domain';
import { queryOptions } from '@tanstack/react-query';
import { type Day, doneOnDevice, keepDay, keptDay } from '../lib/kept-day';
import { reasonOf, rpc, unreachable } from '../lib/rpc-client';
import { getSession, type StudentProfile, saveSession } from '../lib/session';

/**
 * The student's side of the learning loop (seed §7 student.math*): today's assignments,
 * finishing one, choosing the next level, practice problems and wrong-answer reports.
 */

/** The browser's time zone: the child's "today" (DESIGN.md §7.2). */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** Today's assignments; `ahead` asks for tomorrow's problems too (kept on the device). */
export function loadAssignments(ahead = false) {
  return rpc('student.mathget', {
    subjects: ['addition', 'subtraction', 'multiplication', 'division'],
    ...(ahead && { ahead: 'true' as const }),
  });
}

/** A server question as a grid problem; undefined when no grid can show it. */
export function gridProblemOf(question: ServerQuestion): Problem | undefined {
  try {
    return problemFromQuestion(question);
  } catch {
    return undefined;
  }
}

/** Keeps the session's copy of a subject in step with the server (seed §3 "Student session"). */
export function updateStudentMath(
  subject: Subject,
  change: Partial<StudentProfile['math'][string]>,
): void {
  const session = getSession();
  if (session?.role !== 'student') return;
  const current = session.math[subject] ?? { schedule: '', level: '0' };
  saveSession({ ...session, math: { ...session.math, [subject]: { ...current, ...change } } });
}

/**
 * Completions sent but not yet confirmed by the server; kept until it answers (issue 42:
 * also work finished without a connection). Each is the child's who did it: only sent
 * while that child is signed in.
 */
const PENDING_KEY = 'mathsteps.pendingCompletions';
interface PendingCompletion {
  /** Absent in what an older version left: then the signed-in child's. */
  account?: string;
  subject: Subject;
  errors: number;
  attempt: string;
  boxes?: BoxTiming[];
  /** Absent in what an older version left: the server then refuses it, and it is dropped. */
  firsttries?: FirstTry[];
}

function pendingCompletions(): PendingCompletion[] {
  try {
    const parsed = JSON.parse(localStorage.getItem(PENDING_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
}

function setPending(list: PendingCompletion[]): void {
  if (list.length === 0) localStorage.removeItem(PENDING_KEY);
  else localStorage.setItem(PENDING_KEY, JSON.stringify(list));
}

/**
 * Finishes an assignment. It is written down here first and crossed off when the server
 * has answered, so work finished while the server could not be reached is sent again
 * later; the same `attempt` counts once (seed §7 student.mathcomplete).
 */
export async function completeAssignment(
  subject: Subject,
  errors: number,
  attempt: string,
  boxes: BoxTiming[],
  firsttries: FirstTry[],
) {
  const work = {
    subject,
    errors: String(Math.min(errors, QUESTIONS_PER_SET)),
    timezone: browserTimeZone(),
    attempt,
    firsttries,
    boxes: fittingTimings(boxes, firsttries),
  };
  setPending([
    ...pendingCompletions().filter((entry) => entry.attempt !== attempt),
    { account: signedInChild(), subject, errors, attempt, boxes: work.boxes, firsttries },
  ]);
  const forget = () =>
    setPending(pendingCompletions().filter((entry) => entry.attempt !== attempt));
  let answer: TagOutput<'student.mathcomplete'>;
  try {
    answer = await rpc('student.mathcomplete', work);
  } catch (error) {
    // Refused for good (not merely unreachable): there is nothing to send again.
    if (!unreachable(error)) forget();
    throw error;
  }
  forget();
  updateStudentMath(subject, { completion: answer.completion });
  return answer;
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

const signedInChild = () => {
  const session = getSession();
  return session?.role === 'student' ? session.accountname : undefined;
};

/** The subjects the signed-in child finished on this device, not yet counted by the server. */
export function waitingOnDevice(): Subject[] {
  const child = signedInChild();
  return pendingCompletions()
    .filter((entry) => (entry.account ?? child) === child)
    .map((entry) => entry.subject);
}

/**
 * Sends again what the signed-in child finished while the server could not be reached. The
 * server's rules decide on arrival (the child's day, a free child's one assignment, a level
 * changed meanwhile); what it refuses is returned, with its reason, to tell the child.
 */
export async function sendPendingCompletions(): Promise<{ subject: Subject; reason: string }[]> {
  const child = signedInChild();
  const refused: { subject: Subject; reason: string }[] = [];
  for (const entry of pendingCompletions()) {
    if ((entry.account ?? child) !== child) continue;
    await completeAssignment(
      entry.subject,
      entry.errors,
      entry.attempt,
      entry.boxes ?? [],
      entry.firsttries ?? [],
    ).catch((error: unknown) => {
      if (!unreachable(error))
        refused.push({
          subject: entry.subject,
          reason: reasonOf(error, 'It could not be counted.'),
        });
    });
  }
  return refused;
}

/**
 * Takes a level option. A failure is only logged (seed §7): the child goes back to the
 * assignments either way, and the level stays as it was.
 */
export async function chooseLevel(subject: Subject, action: LevelOption): Promise<void> {
  try {
    const answer = await rpc('student.levelupdate', {
      subject,
      action,
      timezone: browserTimeZone(),
    });
    const level = answer[subject]?.level;
    if (level !== undefined) updateStudentMath(subject, { level });
  } catch (error) {
    console.warn('The level choice was not saved', error);
  }
}

/** Practice problems are kept 5 minutes per subject and level (seed §4). */
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
 * Reports a wrong submission with the digits the child typed (seed §7
 * student.mathreporterror), in the background: it never waits, and a failure is only logged.
 */
export function reportWrongAnswer(
  problem: Problem,
  level: number,
  question: number,
  wrongBoxes: number,
  entries: Record<string, string>,
  boxes: BoxTiming[] = [],
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
  }).catch((error: unknown) => console.warn('A wrong answer was not reported', error));
}

/** A targeted practice set the parent started (DESIGN.md §7.9), or null when none waits. */
export type FocusSet = NonNullable<TagOutput<'student.focusget'>['focus']>;

/** The targeted practice set waiting for the child, or null (student.focusget). */
export const focusSetQuery = queryOptions({
  queryKey: ['student.focusget'],
  queryFn: async (): Promise<FocusSet | null> => (await rpc('student.focusget', {})).focus,
});

/** The child's record: progress, rewards, levels and schedules (student.get). */
export const studentQuery = queryOptions({
  queryKey: ['student.get'],
  queryFn: () => rpc('student.get', {}),
});

/** The child's facts map: each practised fact and how quick it is (student.factsmap). */
export const factsMapQuery = queryOptions({
  queryKey: ['student.factsmap'],
  queryFn: async () => (await rpc('student.factsmap', {})).facts,
});

/** Sends the child's first try at each problem; the same set again gets the same outcome. */
export async function finishFocusSet(
  focus: FocusSet,
  answers: Record<string, string>[],
): Promise<void> {
  await rpc('student.focuscomplete', { focusid: focus.id, answers });
}

/** The day, and the work the server refused on arrival (issue 42). */
export type ShownDay = Day & { notCounted?: Awaited<ReturnType<typeof sendPendingCompletions>> };

/**
 * Reads the signed-in child's day from the server. Work finished while the server was out
 * of reach goes first, so the day is right; the levels and schedules the server sends are
 * kept (a parent may have changed one), and the day itself on the device (issue 42), with
 * what still waits to be sent shown done.
 */
export async function refreshDay(): Promise<ShownDay> {
  const notCounted = await sendPendingCompletions();
  // Tomorrow's problems once a day, for a day without a connection.
  const ahead = dayOnDevice()?.next === undefined;
  // Work still waiting on the device (the server is reached, its answer lost) shows done.
  const answer = waitingOnDevice().reduce(doneOnDevice, await loadAssignments(ahead));
  for (const [subject, day] of Object.entries(answer.days))
    updateStudentMath(subject as Subject, { level: day.level, schedule: day.schedule });
  const session = getSession();
  if (session?.role === 'student') keepDay(session.accountname, answer);
  return { ...answer, notCounted };
}

/** The day as this device kept it, shown until the server answers (or when it cannot). */
export function dayOnDevice(): ShownDay | undefined {
  const session = getSession();
  return session?.role === 'student' ? keptDay(session.accountname, session.timezone) : undefined;
}

/**
 * The signed-in child's day (student.mathget): the copy kept on the device shows at once
 * and the server's answer replaces it; when the server cannot answer, the copy stays.
 */
export const dayQuery = queryOptions({
  queryKey: ['student.mathget'],
  queryFn: refreshDay,
  initialData: dayOnDevice,
  // The kept copy is shown, and read again from the server at once.
  initialDataUpdatedAt: 0,
  // Each screen starts from the device's copy, which work finished since has marked done.
  gcTime: 0,
});
