import type {
  OpenPlacement,
  PlacementAnswer,
  PlacementStatus,
  Subject,
  TagOutput,
} from '@mathsteps/domain';
import {
  onlineManager,
  queryOptions,
  useMutation,
  useMutationState,
  useQuery,
} from '@tanstack/react-query';
import { RpcError, unreachable } from '../lib/server-errors';
import { dayQuery } from './learning';
import { queryClient } from './query-client';
import { rpc } from './rpc';
import { KEPT_MS, keepSubject, studentQuery } from './student';

/**
 * Finding a child's level in one sitting (docs/decisions/0027-placement.md). The device runs
 * the search itself (the domain's `placementStep`), so a child works on without waiting for
 * the server, and also without a connection; each answer goes to the server in order, kept on
 * the device until it is taken, and the server replays the search from the answers it has.
 */

/** The child's open placements (student.placementget), kept on the device with the day. */
export const placementsQuery = queryOptions({
  queryKey: ['student.placementget'],
  queryFn: async (): Promise<OpenPlacement[]> => (await rpc('student.placementget', {})).placements,
  gcTime: KEPT_MS,
});

/** The subjects whose next session is a placement: their Start goes to it. */
export function usePlacedSubjects(): ReadonlySet<Subject> {
  const { data } = useQuery(placementsQuery);
  return new Set((data ?? []).map((placement) => placement.subject));
}

/** The key of a placement answer on its way to the server. */
export const placementAnswerKey = ['student.placementanswer'] as const;

/** One answer of a placement: what the server is sent, and what the device made of it. */
export interface PlacementWork {
  /** The child's `workOwner`, as for finished assignments (kept-on-device.ts). */
  account: string;
  placementid: string;
  subject: Subject;
  index: number;
  /** The first try in method-free box order, or null for "I haven't learned this yet". */
  entries: string | null;
  /** The answer as the device graded it: the search goes on from it. */
  answer: PlacementAnswer;
}

type AnswerOutput = TagOutput<'student.placementanswer'>;

/**
 * Sends one answer. Unreachable: the app takes itself as offline and the answer waits. An
 * answer the server already has (sent before, its answer lost) is as good as taken.
 */
async function sendAnswer(work: PlacementWork): Promise<AnswerOutput | null> {
  try {
    return await rpc('student.placementanswer', {
      placementid: work.placementid,
      index: work.index,
      ...(work.entries === null ? { notlearned: true as const } : { entries: work.entries }),
    });
  } catch (error) {
    if (unreachable(error)) onlineManager.setOnline(false);
    if (error instanceof RpcError && error.status === 409) return null;
    throw error;
  }
}

queryClient.setMutationDefaults(placementAnswerKey, {
  mutationFn: sendAnswer,
  networkMode: 'online',
  retry: (_, error) => unreachable(error),
  retryDelay: 0,
  onSuccess: (answer: AnswerOutput | null, work: PlacementWork) => {
    // Refused as taken or finished: another device went on; read where it stands.
    if (answer === null) void queryClient.invalidateQueries({ queryKey: placementsQuery.queryKey });
    if (!answer?.done) return;
    // The level found is the subject's now: the day's assignments come at it.
    if (answer.level !== undefined) keepSubject(work.subject, { level: answer.level });
    void queryClient.invalidateQueries({ queryKey: placementsQuery.queryKey });
    void queryClient.invalidateQueries({ queryKey: dayQuery.queryKey });
    void queryClient.invalidateQueries({ queryKey: studentQuery.queryKey });
  },
});

/**
 * Sends an answer; answers of one placement go one after another (a mutation scope), in the
 * order they were given, also when they waited on the device.
 */
export function sendPlacementAnswer(work: PlacementWork): void {
  void queryClient
    .getMutationCache()
    .build(queryClient, {
      mutationKey: [...placementAnswerKey],
      scope: { id: `placement:${work.placementid}` },
    })
    .execute(work)
    .catch((error: unknown) => console.warn('A placement answer was refused', error));
}

/** The answers of a placement given on this device that the server has not taken yet. */
export function useWaitingAnswers(placementid: string): PlacementWork[] {
  return useMutationState({
    filters: { mutationKey: [...placementAnswerKey], status: 'pending' },
    select: (mutation) => mutation.state.variables as PlacementWork,
  }).filter((work) => work.placementid === placementid);
}

// --- A parent's side -------------------------------------------------------------------

/** Each subject's last placement of a child (student.placements). */
export const placementStatusQuery = (accountname: string) =>
  queryOptions({
    queryKey: ['student.placements', accountname],
    queryFn: async (): Promise<PlacementStatus[]> =>
      (await rpc('student.placements', { accountname })).placements,
  });

/** "Find the level for me": the child's next session of the subject finds it. */
export function useStartPlacement() {
  return useMutation({
    mutationFn: (input: { accountname: string; subject: Subject }) =>
      startPlacement(input.accountname, input.subject),
  });
}

/** The same, as a call: the add-student form starts one per subject it finds. */
export async function startPlacement(accountname: string, subject: Subject): Promise<void> {
  await rpc('student.placementstart', { accountname, subject });
  await queryClient.invalidateQueries({ queryKey: ['student.placements', accountname] });
}
