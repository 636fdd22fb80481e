import type { DehydratedState } from '@tanstack/react-query';
import { type Persister, persistQueryClient } from '@tanstack/react-query-persist-client';
import { rememberReadsAloud } from '../lib/device-reads-aloud';
import { getSession, onSessionChange } from '../lib/session';
import { type Completion, completionKey, dayQuery, sendWaitingWork, workOwner } from './learning';
import { placementAnswerKey, placementsQuery } from './placements';
import { queryClient } from './query-client';
import { KEPT_MS, levelChoicesKey, studentQuery } from './student';

/**
 * What the device keeps of a signed-in child (decision 0014), in TanStack Query's persisted
 * cache: the day and the child's record as the server last sent them, and the level choices
 * that wait (shown at once on the next opening, also without a connection), under the child's handle and this release's
 * buster; and the finished work that waits to be sent, as paused mutations, resumed when the
 * cache is restored and whenever the connection returns.
 *
 * Signing out forgets the day; the waiting work stays on the device, each with its child,
 * and is sent when that child signs in again. A new release forgets a kept day (its shape may
 * have changed), never the waiting work: the server decides on arrival what counts.
 */

/** The waiting work of every child who used this device, in one list. */
const WAITING_KEY = 'mathsteps.pendingCompletions';
/** What an earlier version kept of the day: forgotten. */
const EARLIER_DAY_KEY = 'mathsteps.day';
const keptKey = (account: string) => `mathsteps.kept.${account}`;
/** The release the app was built as: a kept day from another is not restored. */
const BUSTER = import.meta.env.VITE_RELEASE ?? '';

type KeptClient = Parameters<Persister['persistClient']>[0];
type WaitingWork = DehydratedState['mutations'][number];

function read<T>(key: string): T | undefined {
  try {
    return JSON.parse(localStorage.getItem(key) ?? 'null') ?? undefined;
  } catch {
    return undefined;
  }
}

function write(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // The device's storage is full: the day is read from the server, as before.
  }
}

/** The signed-in child's `workOwner`: what the device keeps is filed under it, not a name. */
const signedInChild = () => {
  const session = getSession();
  return session?.role === 'student' ? workOwner(session) : undefined;
};

/** The signed-in child's handle, under which an earlier release filed their waiting work. */
const signedInHandle = () => {
  const session = getSession();
  return session?.role === 'student' ? session.accountname : undefined;
};

const workOf = (entry: WaitingWork) => entry.state.variables as Completion;

/**
 * The waiting list as stored. An earlier version kept plain completions, without the
 * mutation around them: each becomes one here, so that nothing finished is lost.
 */
function waitingList(account: string): WaitingWork[] {
  const list = read<unknown[]>(WAITING_KEY);
  if (!Array.isArray(list)) return [];
  return list.map((entry) => {
    const earlier = entry as Partial<Completion> & { state?: unknown };
    if (earlier.state) return entry as WaitingWork;
    return {
      mutationKey: [...completionKey],
      state: {
        context: undefined,
        data: undefined,
        error: null,
        failureCount: 0,
        failureReason: null,
        isPaused: true,
        status: 'pending',
        submittedAt: 0,
        variables: {
          account: earlier.account ?? account,
          subject: earlier.subject,
          errors: earlier.errors,
          attempt: earlier.attempt,
          boxes: earlier.boxes ?? [],
          firsttries: earlier.firsttries ?? [],
        },
      },
    } satisfies WaitingWork;
  });
}

type KeptQuery = DehydratedState['queries'][number];

/**
 * A query as kept: what the server last sent. An opening without a connection reads the day
 * again and fails; kept as failed, the next opening had nothing to show.
 */
function lastGood(query: KeptQuery): KeptQuery {
  return query.state.status === 'error'
    ? { ...query, state: { ...query.state, status: 'success', error: null } }
    : query;
}

/**
 * A persister for one child: the day and record under the child's key; the child's waiting
 * work in the shared list, beside the other children's.
 */
function persisterFor(account: string): Persister {
  const mine = (entry: WaitingWork) => [account, signedInHandle()].includes(workOf(entry).account);
  const others = () => waitingList(account).filter((entry) => !mine(entry));
  return {
    persistClient(client) {
      // The child has signed out: the cache being emptied is not what is kept.
      if (signedInChild() !== account) return;
      const { queries, mutations } = client.clientState;
      write(keptKey(account), {
        ...client,
        clientState: { queries: queries.map(lastGood), mutations: [] },
      });
      const waiting = [...others(), ...mutations];
      if (waiting.length > 0) write(WAITING_KEY, waiting);
      else localStorage.removeItem(WAITING_KEY);
    },
    restoreClient() {
      localStorage.removeItem(EARLIER_DAY_KEY);
      const kept = read<KeptClient>(keptKey(account));
      // The library's own check (buster, age) would drop the waiting work with a stale day.
      const fresh =
        kept && kept.buster === BUSTER && Date.now() - kept.timestamp <= KEPT_MS ? kept : undefined;
      if (kept && !fresh) localStorage.removeItem(keptKey(account));
      // Restored paused, whatever it was doing when the page closed: resumed below. Work an
      // earlier release filed under the child's handle is filed under their id from now on.
      const mutations = waitingList(account)
        .filter(mine)
        .map((entry) => ({
          ...entry,
          state: {
            ...entry.state,
            isPaused: true,
            variables: { ...workOf(entry), account },
          },
        }));
      if (!fresh && mutations.length === 0) return undefined;
      return {
        buster: BUSTER,
        timestamp: fresh?.timestamp ?? Date.now(),
        clientState: { queries: fresh?.clientState.queries ?? [], mutations },
      };
    },
    removeClient() {
      localStorage.removeItem(keptKey(account));
    },
  };
}

/**
 * The choice as an earlier release kept it, in the signed-in child's profile: taken over once,
 * so that an update leaves no child whose screens read on their own in silence until the
 * next reading of its record. Here, with the signed-in screens: a visitor's page does not carry it.
 */
export function adoptEarlierReadsAloud(): void {
  if (localStorage.getItem('mathsteps.readsAloud') !== null) return;
  try {
    const profile = JSON.parse(localStorage.getItem('mathsteps.session') ?? '{}');
    if (profile?.role === 'student' && profile.readaloud) rememberReadsAloud(profile.readaloud);
  } catch {
    // A damaged profile: the next reading of the record writes the flag.
  }
}

const KEPT_QUERIES = new Set([
  dayQuery.queryKey[0],
  studentQuery.queryKey[0],
  placementsQuery.queryKey[0],
  levelChoicesKey[0],
]);
/** The work that waits to be sent: finished assignments, and placement answers. */
const KEPT_MUTATIONS = new Set<string>([completionKey[0], placementAnswerKey[0]]);

let keeping:
  | { account: string; stop: () => void; persister: Persister; ready: Promise<void> }
  | undefined;

/**
 * Starts keeping the signed-in child's cache on the device (a parent's is not kept): the
 * kept copy is restored first, then every change is written. The signed-in layout waits for
 * it before its first screen, so that the day shows at the first paint.
 */
export function keepOnDevice(): Promise<void> {
  const account = signedInChild();
  if (!account) return Promise.resolve();
  adoptEarlierReadsAloud();
  if (keeping?.account === account) return keeping.ready;
  const persister = persisterFor(account);
  const [stop, restored] = persistQueryClient({
    queryClient,
    persister,
    buster: BUSTER,
    maxAge: KEPT_MS,
    dehydrateOptions: {
      // With the last data the server sent, also when reading it again has just failed.
      shouldDehydrateQuery: (query) =>
        KEPT_QUERIES.has(String(query.queryKey[0])) && query.state.data !== undefined,
      shouldDehydrateMutation: (mutation) =>
        KEPT_MUTATIONS.has(String(mutation.options.mutationKey?.[0])) &&
        mutation.state.status === 'pending' &&
        (mutation.state.variables as Completion).account === account,
    },
  });
  // The app starts online as far as it knows: what waits is tried at once.
  const ready = restored
    .then(() => void sendWaitingWork())
    .catch((error: unknown) => console.warn('What the device kept could not be read', error));
  keeping = { account, stop, persister, ready };
  return ready;
}

/** How long the dashboard waits for what it shows before it is drawn without it. */
const DASHBOARD_WAIT_MS = 2000;

/**
 * The child's record and day (student.get, student.mathget), kept or else read first, for the
 * dashboard: its stars and streak and its Start button, arriving after the first paint,
 * pushed the page down. Without a connection or a timely answer, it is drawn with what it
 * has, and the rest follows.
 */
export async function dashboardReady(): Promise<null> {
  await keepOnDevice();
  const reads = Promise.all([
    queryClient.ensureQueryData({ ...studentQuery, retry: false }),
    queryClient.ensureQueryData({ ...dayQuery, retry: false }),
  ]).catch(() => undefined);
  await Promise.race([reads, new Promise((resolve) => setTimeout(resolve, DASHBOARD_WAIT_MS))]);
  return null;
}

/**
 * Signing out, or another person signing in, forgets the kept day (the waiting work stays
 * on the device); the cache itself is emptied by query-client.ts.
 */
onSessionChange(() => {
  if (!keeping || signedInChild() === keeping.account) return;
  keeping.stop();
  void keeping.persister.removeClient();
  keeping = undefined;
});
