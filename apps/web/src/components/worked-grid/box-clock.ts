import type { BoxEntry } from '@mathsteps/domain';

/**
 * The grid's clock for its boxes (decision 0010, "The grids' timed boxes"): each box's
 * first entry with the time since the entry before it (the first: since the problem was
 * shown). Time that is not the child's thinking is left out: while the page is hidden
 * (another tab, the tablet asleep), and while the voice reads the problem or a red box to
 * the child, who waits for it to end. Pure, so the rule is tested without a DOM; the grid
 * keeps one per problem.
 */
export interface BoxClock {
  /** When the last entry was made, or the problem shown. */
  since: number;
  /** Time the clock was paused since then, up to `pausedAt`. */
  pausedMs: number;
  /** When the clock was paused, while it is. */
  pausedAt: number | null;
  /** What pauses it now: the page hidden, the voice reading. */
  pausedBy: readonly PauseReason[];
  /** Each box's first entry, in the order made. */
  entries: BoxEntry[];
}

export type PauseReason = 'hidden' | 'reading';

export const startClock = (now: number, pausedBy: readonly PauseReason[] = []): BoxClock => ({
  since: now,
  pausedMs: 0,
  pausedAt: pausedBy.length > 0 ? now : null,
  pausedBy,
  entries: [],
});

/** The clock stops for `reason` (twice for the same reason is once). */
export function pause(clock: BoxClock, reason: PauseReason, now: number): BoxClock {
  if (clock.pausedBy.includes(reason)) return clock;
  return { ...clock, pausedBy: [...clock.pausedBy, reason], pausedAt: clock.pausedAt ?? now };
}

/** `reason` is over: the clock runs again once nothing else pauses it. */
export function resume(clock: BoxClock, reason: PauseReason, now: number): BoxClock {
  if (!clock.pausedBy.includes(reason)) return clock;
  const pausedBy = clock.pausedBy.filter((each) => each !== reason);
  if (pausedBy.length > 0 || clock.pausedAt === null) return { ...clock, pausedBy };
  return { ...clock, pausedBy, pausedAt: null, pausedMs: clock.pausedMs + (now - clock.pausedAt) };
}

export const pageHidden = (clock: BoxClock, now: number) => pause(clock, 'hidden', now);
export const pageShown = (clock: BoxClock, now: number) => resume(clock, 'hidden', now);

/** Time running since the last entry (or the start): paused time left out. */
export function elapsed(clock: BoxClock, now: number): number {
  const paused = clock.pausedMs + (clock.pausedAt === null ? 0 : now - clock.pausedAt);
  return Math.max(0, Math.round(now - clock.since - paused));
}

/**
 * A digit typed in `box`: it restarts the clock, and is kept when it is the box's first.
 * Clearing a box is no entry.
 */
export function entered(clock: BoxClock, box: number, digit: string, now: number): BoxClock {
  if (digit === '') return clock;
  const ms = elapsed(clock, now);
  const first = !clock.entries.some((entry) => entry.box === box);
  return {
    since: now,
    pausedMs: 0,
    pausedAt: clock.pausedAt === null ? null : now,
    pausedBy: clock.pausedBy,
    entries: first ? [...clock.entries, { box, digit, ms }] : clock.entries,
  };
}
