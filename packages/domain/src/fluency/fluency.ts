import { FACT_TABLE_MAX } from '../arithmetic/facts';
import type { Subject } from '../arithmetic/problem';

/**
 * How well a child knows a fact (decision 0010), from the tries the
 * child made, in Quick Facts or inside a grid's box.
 *
 * A try counts as quick when it is right within 3 seconds of thinking time. XtraMath counts a
 * fact as known when it is answered within 3 seconds: "long enough to type in a recalled
 * answer but not long enough to comfortably enter a counted or calculated answer". Thinking
 * time is the time taken minus the child's own typing time for the answer's digits, as
 * Reflex calibrates its threshold to each child's typing speed. A fact is fluent when 2 of
 * its last 3 tries were quick (XtraMath's mastery rule), on two days or more, and the last one
 * was right: a fact answered quickly twice in one sitting may be held for minutes, not
 * recalled (and scripted sessions sent in a burst made a whole table "fluent").
 */
export const FLUENCY_STATES = ['new', 'learning', 'slow', 'fluent'] as const;
export type FluencyState = (typeof FLUENCY_STATES)[number];

/** Thinking time within which a right answer is recalled, not worked out. */
export const QUICK_THINKING_MS = 3000;

/** How many of the latest tries decide a fact's state. */
export const RECENT_TRIES = 3;

export interface FactTry {
  right: boolean;
  /** Time taken, less the child's typing time for the answer (never below 0). */
  thinkingMs: number;
  /**
   * The child's local date of the try. Tries kept before it was recorded have none: each
   * counts as a day of its own.
   */
  day?: string;
}

/** What is kept per student and fact: the counts, and the latest tries, oldest first. */
export interface FactRecord {
  tries: number;
  right: number;
  recent: FactTry[];
}

/** The thinking time of an answer: the time taken less the child's typing time for it. */
export function thinkingTime(takenMs: number, typingMs: number): number {
  return Math.max(0, Math.round(takenMs - typingMs));
}

export function isQuick(each: FactTry): boolean {
  return each.right && each.thinkingMs <= QUICK_THINKING_MS;
}

/**
 * The tries kept after `added`: the last RECENT_TRIES, except that when none of them is a quick
 * try of another day than the newest's, the latest such try is kept as the oldest. A fact quick
 * for weeks stays fluent on a day its grids ask it many times; a burst in one day never makes
 * one fluent (`fluencyState`).
 */
export function keptTries(before: readonly FactTry[], added: readonly FactTry[]): FactTry[] {
  const all = [...before, ...added];
  const recent = all.slice(-RECENT_TRIES);
  const day = added.at(-1)?.day;
  if (day === undefined) return recent;
  const quickElsewhen = (each: FactTry) => isQuick(each) && each.day !== day;
  if (recent.some(quickElsewhen)) return recent;
  const earlier = all.slice(0, -RECENT_TRIES).reverse().find(quickElsewhen);
  return earlier ? [earlier, ...recent.slice(1)] : recent;
}

/** The record after one more try. */
export function recordTry(record: FactRecord | undefined, each: FactTry): FactRecord {
  const recent = keptTries(record?.recent ?? [], [each]);
  return {
    tries: (record?.tries ?? 0) + 1,
    right: (record?.right ?? 0) + (each.right ? 1 : 0),
    recent,
  };
}

/** The days of these tries, a try without a date counting as a day of its own. */
function daysOf(tries: readonly FactTry[]): number {
  const dated = new Set(tries.flatMap((each) => (each.day === undefined ? [] : [each.day])));
  return dated.size + tries.filter((each) => each.day === undefined).length;
}

/**
 * new: never tried. fluent: quick in 2 of the last 3 tries, on two days or more, the last one
 * right. learning: a wrong answer among the last 3. slow: right, but not quick enough often
 * enough, or quick on one day only so far.
 */
export function fluencyState(record: FactRecord | undefined): FluencyState {
  const recent = record?.recent ?? [];
  const last = recent.at(-1);
  if (!last) return 'new';
  const quick = recent.filter(isQuick);
  if (last.right && quick.length >= 2 && daysOf(quick) >= 2) return 'fluent';
  if (recent.some((each) => !each.right)) return 'learning';
  return 'slow';
}

/** The numbers along each side of an operation's map. */
export function mapSide(operation: Subject): number[] {
  return Array.from({ length: FACT_TABLE_MAX[operation] + 1 }, (_, n) => n);
}
