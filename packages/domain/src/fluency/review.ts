import { addDays } from '../calendar/dates';

/**
 * When a fact comes back (decision 0010): Leitner boxes. A fact answered
 * quickly moves up a box, and each box waits twice as long as the one below (1, 2, 4, 8,
 * 16, 32 days). A wrong or slow answer sends it back to box 0, due again at once. A quick
 * right answer inside a grid's box counts as the review of a fact that is due, so Quick
 * Facts does not drill what the grids already show the child knows.
 */
export interface ReviewState {
  /** 0: learning, shown every session; n: reviewed after REVIEW_DAYS[n] days. */
  box: number;
  /** The child's local date (YYYY-MM-DD) from which the fact is due. */
  due: string;
}

/** Days a fact of each box waits before it is due again: box 0 is due in the same session. */
export const REVIEW_DAYS = [0, 1, 2, 4, 8, 16, 32] as const;
const TOP_BOX = REVIEW_DAYS.length - 1;

export type ReviewOutcome = 'quick' | 'slow' | 'wrong';

/** The review state after an answer in Quick Facts, on the child's local date `today`. */
export function reviewed(
  state: ReviewState | undefined,
  outcome: ReviewOutcome,
  today: string,
): ReviewState {
  if (outcome !== 'quick') return { box: 0, due: today };
  const box = Math.min((state?.box ?? 0) + 1, TOP_BOX);
  return { box, due: addDays(today, REVIEW_DAYS[box]!) };
}

/**
 * A quick right answer in a grid's box: the review of a due fact, done where the child
 * works. A fact that is not due, or a slow or wrong box (a slip in the working as often as a
 * fact not known), leaves the schedule as it is; fluency still counts the try.
 */
export function reviewedInGrid(
  state: ReviewState | undefined,
  quick: boolean,
  today: string,
): ReviewState | undefined {
  if (!state || !quick || state.due > today) return state;
  return reviewed(state, 'quick', today);
}

export function isDue(state: ReviewState | undefined, today: string): boolean {
  return state !== undefined && state.due <= today;
}
