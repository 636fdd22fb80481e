import { type Fact, factAnswer, factKey, factsOf, parseFactKey } from '../arithmetic/facts';
import type { Subject } from '../arithmetic/problem';
import { addDays, type LocalDate } from '../calendar/dates';
import { isQuick, thinkingTime } from './fluency';
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

/** One answer of a session, as the browser sends it. */
export interface FactAnswer {
  fact: string;
  /** The number typed ('' when the child gave up on it). */
  answer: string;
  /** From the fact shown to Enter, with time on a hidden page left out. */
  ms: number;
}

/** A "type the number you see" prompt: the number and how long typing it took. */
export interface TypingTiming {
  number: string;
  ms: number;
}

/** Typing time per digit when a session measured none: a first-grader's, generous. */
export const DEFAULT_MS_PER_DIGIT = 700;

/** The child's typing time per digit: the median over the prompts, per digit typed. */
export function typingMsPerDigit(timings: readonly TypingTiming[]): number {
  const each = timings
    .filter((timing) => timing.number.length > 0)
    .map((timing) => timing.ms / timing.number.length)
    .sort((a, b) => a - b);
  if (each.length === 0) return DEFAULT_MS_PER_DIGIT;
  const middle = Math.floor(each.length / 2);
  return each.length % 2 ? each[middle]! : (each[middle - 1]! + each[middle]!) / 2;
}

export interface FactOutcome {
  fact: Fact;
  key: string;
  right: boolean;
  thinkingMs: number;
  outcome: ReviewOutcome;
}

/**
 * One answer to a fact: right or not, its thinking time (the time less the typing time for
 * the answer's digits), and what it means for the review. The screen and the server judge
 * alike with it.
 */
export function judgeAnswer(
  fact: Fact,
  typed: string,
  ms: number,
  msPerDigit: number,
): { right: boolean; thinkingMs: number; outcome: ReviewOutcome } {
  const correct = String(factAnswer(fact));
  const right = typed !== '' && Number(typed) === Number(correct);
  const thinkingMs = thinkingTime(ms, msPerDigit * correct.length);
  const outcome = isQuick({ right, thinkingMs }) ? 'quick' : right ? 'slow' : 'wrong';
  return { right, thinkingMs, outcome };
}

/**
 * What a session's answers say of each fact: the first answer to each fact only (a fact that
 * came back after it was missed and shown is practice, not recall). Answers of facts not of
 * this operation are not counted (the handler refuses them first).
 */
export function sessionOutcomes(
  operation: Subject,
  answers: readonly FactAnswer[],
  msPerDigit: number,
): FactOutcome[] {
  const seen = new Set<string>();
  const outcomes: FactOutcome[] = [];
  for (const { fact: key, answer, ms } of answers) {
    const fact = parseFactKey(key);
    if (!fact || fact.operation !== operation || seen.has(key)) continue;
    seen.add(key);
    outcomes.push({ fact, key, ...judgeAnswer(fact, answer, ms, msPerDigit) });
  }
  return outcomes;
}

/**
 * The days a child did Quick Facts, as kept with the student for the day status (issue 37,
 * item 4): comma-separated local dates, today's added, none older than a week (what the day
 * status looks back over).
 */
export function factsDaysAfter(days: string, today: LocalDate): string {
  const weekBack = addDays(today, -7);
  const kept = new Set(quickFactsDays(days).filter((day) => day >= weekBack && day <= today));
  kept.add(today);
  return [...kept].sort().join(',');
}

export function quickFactsDays(days: string): LocalDate[] {
  return days === '' ? [] : (days.split(',') as LocalDate[]);
}
