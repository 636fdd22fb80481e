import { type Fact, factAnswer, factKey, factsOf, parseFactKey } from '../arithmetic/facts';
import type { Subject } from '../arithmetic/problem';
import { addDays, type LocalDate } from '../calendar/dates';
import { createRandom, type Random } from '../random';
import { isQuick, thinkingTime } from './fluency';
import { isDue, type ReviewOutcome, type ReviewState } from './review';

/**
 * Which facts a Quick Facts session shows, and in what order (decision 0010, "Which facts,
 * and when"). About two minutes: as many facts as the child answers in two minutes
 * (SESSION_FACTS to MAX_SESSION_FACTS, `sessionSize`).
 * - A child's first session of an operation places it: MAX_SESSION_FACTS facts spread
 *   across the table, as many as it answers in two minutes (a session ends at two), to find
 *   out what it already knows (as XtraMath and Reflex begin). Facts met in the grids are
 *   met: they come as their reviews say.
 * - While the child answers quickly nearly all the facts it has met, and has at most one
 *   being learnt, it is still being placed: after the facts being learnt and those quick
 *   once, the session fills with new facts, spread across what is left, before the reviews
 *   of facts already quick twice.
 * - A child learning: at most NEW_PER_SESSION new facts, in table order, each after two
 *   known ones (incremental rehearsal), and none while MAX_LEARNING facts are being learnt;
 *   of those, at most MAX_LEARNING a session, so a session never swamps the child.
 * A fact answered wrongly or slowly comes back later in the session.
 */
export const SESSION_FACTS = 20;
export const MAX_SESSION_FACTS = 40;
/** How long a session is meant to take. */
export const SESSION_MS = 120_000;
export const NEW_PER_SESSION = 2;
/** Facts being learnt (wrong or slow last time) beyond which no new fact comes. */
export const MAX_LEARNING = 6;
/** The share of the facts met last answered quickly above which the child is still placed. */
export const PLACING_SHARE = 0.9;
/** Reading a fact and pressing Enter, beyond thinking and typing. */
const READ_MS = 500;
/** A missed fact comes back this many facts later (or last, in a short session). */
export const RETURN_AFTER = 3;
/** A fact missed again and again comes back at most this often in one session. */
export const MAX_RETURNS = 2;

/**
 * How many facts fit in a session of about two minutes at the child's pace: its recent
 * thinking times (their median), typing an answer of one or two digits, reading the fact.
 */
export function sessionSize(thinkingMs: readonly number[], msPerDigit: number): number {
  if (thinkingMs.length === 0) return SESSION_FACTS;
  const sorted = [...thinkingMs].sort((a, b) => a - b);
  const pace = sorted[Math.floor(sorted.length / 2)]! + 1.5 * msPerDigit + READ_MS;
  return Math.max(SESSION_FACTS, Math.min(MAX_SESSION_FACTS, Math.floor(SESSION_MS / pace)));
}

/**
 * Facts in an order that goes across the table, not along it, and that a child cannot guess:
 * rounds of one fact from every row (the rows in a shuffled order, each row's facts shuffled),
 * so the first eleven facts of an addition table cover all its rows and no diagonal
 * (1 + 0, 2 + 1, 3 + 2 ...) gives the next answer away. `random` seeds the shuffle.
 */
export function acrossTheTable(facts: readonly Fact[], random: Random): Fact[] {
  const rows = new Map<number, Fact[]>();
  for (const fact of facts) rows.set(rowOf(fact), [...(rows.get(rowOf(fact)) ?? []), fact]);
  const shuffled = [...rows.values()].map((row) => shuffle(row, random));
  const order: Fact[] = [];
  while (order.length < facts.length) {
    for (const row of shuffle(shuffled, random)) {
      const next = row.shift();
      if (next) order.push(next);
    }
  }
  return order;
}

/** A table's row: the number added or multiplied first; the number taken away or divided by. */
export const rowOf = (fact: Fact) =>
  fact.operation === 'subtraction' || fact.operation === 'division' ? fact.b : fact.a;

function shuffle<T>(items: readonly T[], random: Random): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = random.int(0, i);
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/**
 * The session's facts in order. `reviews`: the child's review state per fact key; a fact
 * without one is new. `size`: `sessionSize` at the child's pace.
 */
export function planSession(
  operation: Subject,
  reviews: ReadonlyMap<string, ReviewState>,
  today: string,
  size = SESSION_FACTS,
): Fact[] {
  const table = factsOf(operation);
  const stateOf = (fact: Fact) => reviews.get(factKey(fact));
  const seen = table.filter((fact) => stateOf(fact));
  const unmet = table.filter((fact) => !stateOf(fact));
  // The day's order across the table: the same all day, another tomorrow.
  const random = createRandom(`quick-facts:${operation}:${today}`);
  // Placing: as many facts as a quick child answers in two minutes; the session ends at two.
  if (seen.length === 0) return acrossTheTable(table, random).slice(0, MAX_SESSION_FACTS);
  const byReview = (a: Fact, b: Fact) => {
    const x = stateOf(a)!;
    const y = stateOf(b)!;
    return x.due === y.due ? x.box - y.box : x.due < y.due ? -1 : 1;
  };
  const learning = seen.filter((fact) => stateOf(fact)!.box === 0).sort(byReview);
  const due = seen
    .filter((fact) => stateOf(fact)!.box > 0 && isDue(stateOf(fact), today))
    .sort(byReview);
  const later = seen
    .filter((fact) => stateOf(fact)!.box > 0 && !isDue(stateOf(fact), today))
    .sort(byReview);
  const shownLearning = learning.slice(0, MAX_LEARNING);

  const placing =
    learning.length <= 1 && seen.length - learning.length >= PLACING_SHARE * seen.length;
  if (placing) {
    // Quick once: the second quick answer makes them fluent; then new facts, then reviews.
    const once = due.filter((fact) => stateOf(fact)!.box === 1);
    const twice = due.filter((fact) => stateOf(fact)!.box > 1);
    return [...shownLearning, ...once, ...acrossTheTable(unmet, random), ...twice, ...later].slice(
      0,
      size,
    );
  }
  const fresh = learning.length >= MAX_LEARNING ? [] : unmet.slice(0, NEW_PER_SESSION);
  const known = [...shownLearning, ...due, ...later].slice(0, size - fresh.length);
  // Each new fact after two known ones, so it is met among facts the child can answer.
  const order = [...known];
  fresh.forEach((fact, n) => {
    order.splice(Math.min(order.length, 2 + n * 3), 0, fact);
  });
  return order.slice(0, size);
}

/**
 * The session's queue after an answer at `at`: a wrong or slow fact is put back
 * RETURN_AFTER facts later, unless it came back MAX_RETURNS times already. Once the session
 * has run its two minutes (`elapsedMs`, the answers' times so far) it ends with this
 * answer: what was not reached, or was missed, comes next time.
 */
export function afterAnswer<T>(
  queue: readonly T[],
  at: number,
  outcome: ReviewOutcome,
  same: (a: T, b: T) => boolean = Object.is,
  elapsedMs = 0,
): T[] {
  const next = [...queue];
  const item = queue[at];
  if (elapsedMs >= SESSION_MS) return next.slice(0, at + 1);
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

/** The middle of some times (the mean of the two middle ones for an even count); none of none. */
export function medianMs(times: readonly number[]): number | undefined {
  if (times.length === 0) return undefined;
  const sorted = [...times].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The child's typing time per digit: the median over the prompts, per digit typed. */
export function typingMsPerDigit(timings: readonly TypingTiming[]): number {
  const each = timings
    .filter((timing) => timing.number.length > 0)
    .map((timing) => timing.ms / timing.number.length);
  return Math.min(MAX_MS_PER_DIGIT, medianMs(each) ?? DEFAULT_MS_PER_DIGIT);
}

/**
 * The slowest typing a warm-up is taken at: slower than any child types, a warm-up sent that
 * slow would make every answer look quick (the typing is taken off the answer's time).
 */
export const MAX_MS_PER_DIGIT = 2000;

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
 * The days a child did Quick Facts, as kept with the student for the day status (decision 0010,
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
