import { type Fact, factKey, factsOf } from '../arithmetic/facts';
import type { Subject } from '../arithmetic/problem';
import { isDue, type ReviewOutcome, type ReviewState } from './review';

/**
 * Which facts a Quick Facts session shows, and in what order (issue 37, item 4; decision
 * 0010). About two minutes: the facts due for review and those being learnt first, at most
 * two new facts, each after some known ones (incremental rehearsal), then known facts whose
 * review is nearest. A fact answered wrongly or slowly comes back later in the session.
 */
export const SESSION_FACTS = 20;
export const NEW_PER_SESSION = 2;
/** A missed fact comes back this many facts later (or last, in a short session). */
export const RETURN_AFTER = 3;
/** A fact missed again and again comes back at most this often in one session. */
export const MAX_RETURNS = 2;

/**
 * The session's facts in order. `reviews`: the child's review state per fact key; a fact
 * without one is new.
 */
export function planSession(
  operation: Subject,
  reviews: ReadonlyMap<string, ReviewState>,
  today: string,
  size = SESSION_FACTS,
): Fact[] {
  const table = factsOf(operation);
  const seen = table.filter((fact) => reviews.has(factKey(fact)));
  const byReview = (a: Fact, b: Fact) => {
    const x = reviews.get(factKey(a))!;
    const y = reviews.get(factKey(b))!;
    return x.due === y.due ? x.box - y.box : x.due < y.due ? -1 : 1;
  };
  const due = seen.filter((fact) => isDue(reviews.get(factKey(fact)), today)).sort(byReview);
  const later = seen.filter((fact) => !isDue(reviews.get(factKey(fact)), today)).sort(byReview);
  const fresh = table.filter((fact) => !reviews.has(factKey(fact))).slice(0, NEW_PER_SESSION);
  const known = [...due, ...later].slice(0, size - fresh.length);
  // Each new fact after two known ones, so it is met among facts the child can answer.
  const order = [...known];
  fresh.forEach((fact, n) => {
    order.splice(Math.min(order.length, 2 + n * 3), 0, fact);
  });
  return order.slice(0, size);
}

/**
 * The session's queue after an answer at `at`: a wrong or slow fact is put back
 * RETURN_AFTER facts later, unless it came back MAX_RETURNS times already.
 */
export function afterAnswer<T>(
  queue: readonly T[],
  at: number,
  outcome: ReviewOutcome,
  same: (a: T, b: T) => boolean = Object.is,
): T[] {
  const next = [...queue];
  const item = queue[at];
  if (item === undefined || outcome === 'quick') return next;
  const shown = queue.slice(0, at + 1).filter((each) => same(each, item)).length;
  if (shown > MAX_RETURNS) return next;
  next.splice(Math.min(next.length, at + 1 + RETURN_AFTER), 0, item);
  return next;
}
