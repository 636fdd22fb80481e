import { factOf, type Problem } from '@mathsteps/domain';

/**
 * Which way the digits go: a fact is written as the number is, from the left; the
 * columns of +, - and x from the ones, on the right; long division from its first step, on
 * the left. The first problem of each kind in a visit shows a small cue saying so.
 */
export type DigitOrder = 'fact' | 'columns' | 'long-division';

export function digitOrderOf(problem: Problem): DigitOrder {
  if (factOf(problem)) return 'fact';
  return problem.subject === 'division' ? 'long-division' : 'columns';
}

/** The kinds whose cue was shown in this visit of the page (the app is one page). */
const cued = new Set<DigitOrder>();

/** Whether a problem of this kind still shows the cue: the first of its kind does. */
export function cueDue(order: DigitOrder, seen: ReadonlySet<DigitOrder> = cued): boolean {
  return !seen.has(order);
}

/** The cue of this kind was shown: the next problems of the kind go without. Idempotent. */
export function cueShown(order: DigitOrder, seen: Set<DigitOrder> = cued): void {
  seen.add(order);
}
