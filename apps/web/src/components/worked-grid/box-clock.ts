import type { BoxEntry } from '@mathsteps/domain';

/**
 * The grid's clock for its boxes (issue 37, item 3): each box's first entry with the time
 * since the entry before it (the first: since the problem was shown). Time while the page
 * is hidden (another tab, the tablet asleep) is not thinking time and is left out. Pure, so
 * the rule is tested without a DOM; the grid keeps one per problem.
 */
export interface BoxClock {
  /** When the last entry was made, or the problem shown. */
  since: number;
  /** Time the page was hidden since then, up to `hiddenAt`. */
  hiddenMs: number;
  /** When the page was hidden, while it is. */
  hiddenAt: number | null;
  /** Each box's first entry, in the order made. */
  entries: BoxEntry[];
}

export const startClock = (now: number): BoxClock => ({
  since: now,
  hiddenMs: 0,
  hiddenAt: null,
  entries: [],
});

export function pageHidden(clock: BoxClock, now: number): BoxClock {
  return clock.hiddenAt === null ? { ...clock, hiddenAt: now } : clock;
}

export function pageShown(clock: BoxClock, now: number): BoxClock {
  if (clock.hiddenAt === null) return clock;
  return { ...clock, hiddenAt: null, hiddenMs: clock.hiddenMs + (now - clock.hiddenAt) };
}

/** Time in view since the last entry (or the start): hidden time left out. */
export function elapsed(clock: BoxClock, now: number): number {
  const hidden = clock.hiddenMs + (clock.hiddenAt === null ? 0 : now - clock.hiddenAt);
  return Math.max(0, Math.round(now - clock.since - hidden));
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
    hiddenMs: 0,
    hiddenAt: clock.hiddenAt === null ? null : now,
    entries: first ? [...clock.entries, { box, digit, ms }] : clock.entries,
  };
}
