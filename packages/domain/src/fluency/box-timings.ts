import { factKey, parseFactKey } from '../arithmetic/facts';
import { type Box, boxId } from '../arithmetic/grid';
import { boxesOf, factOf, type Problem, type Subject } from '../arithmetic/problem';
import { boxFact } from './box-facts';
import {
  type FactRecord,
  type FactTry,
  isQuick,
  keptTries,
  recordTry,
  thinkingTime,
} from './fluency';
import { DEFAULT_MS_PER_DIGIT, medianMs } from './quick-facts';
import { type ReviewState, reviewed, reviewedInGrid } from './review';

/**
 * Every box a child fills in a grid is timed (decision 0010): the fact the
 * box stands for, whether its first entry was right, and the time since the entry before it
 * (the first box: since the problem was shown), with time on a hidden page left out. The
 * timings go with the work already sent (`student.mathcomplete`, `student.mathreporterror`)
 * and become tries of the facts, as Quick Facts answers do.
 */

/** At most this many timings in one call: 10 problems of the largest grids (28 boxes each). */
export const BOX_TIMINGS_MAX = 400;

/** The longest time a call may carry (10 minutes): a box left longer is sent at this. */
export const TIMING_MS_MAX = 600_000;

/** A box's first entry, as the grid records it. */
export interface BoxEntry {
  /** The box's index in `boxesOf(problem)`. */
  box: number;
  /** The digit typed first. */
  digit: string;
  /** Since the entry before (or the problem shown), time on a hidden page left out. */
  ms: number;
}

/** A timed box, as sent: the fact it stands for, its first entry right, its time. */
export interface BoxTiming {
  fact: string;
  right: boolean;
  ms: number;
  /** A box of column work, not a problem that is one fact: its time holds finding the column. */
  column?: boolean;
  /** The box also adds a carry or takes a borrowed ten away (7 x 6 + 4, 13 - 8 lent). */
  carried?: boolean;
  /** The problem's first timed box: its time also holds reading the problem. */
  opens?: boolean;
}

/**
 * What a grid box's time holds beyond the fact and typing its digit (decision 0010, "Thinking
 * time in a grid"): finding the column and reading its digits, in every box; adding a carry
 * or taking a borrowed ten away, where the box does; reading the problem, in its first box.
 * Carrying costs time of its own in children's and adults' column work (Imbo, Vandierendonck
 * & De Rammelaere 2007; Moeller, Klein & Nuerk 2011).
 */
export const GRID_COLUMN_MS = 1000;
export const GRID_CARRY_MS = 1000;
export const GRID_OPENING_MS = 2000;

/**
 * The timings of a problem's first entries. A problem that is one fact is one timing: the
 * time to its first digit (the moment the answer is recalled), right when the first answer
 * checked was. Boxes that stand for no fact (a noted carry, a digit copied down) count for
 * none, but their entries still restart the clock; so do the tens of an answer written in
 * two boxes, the boxes in `procedure`, whose digits a buggy procedure wrote, and every box
 * typed after a wrong digit no procedure explains (it is worked from the child's own digit).
 */
export function boxTimings(
  problem: Problem,
  boxes: readonly Box[],
  entries: readonly BoxEntry[],
  firstAnswerRight: boolean,
  procedure: ReadonlySet<string> = new Set(),
): BoxTiming[] {
  const whole = factOf(problem);
  if (whole) {
    const first = entries[0];
    return first
      ? [{ fact: factKey(whole), right: firstAnswerRight, ms: Math.min(first.ms, TIMING_MS_MAX) }]
      : [];
  }
  /** A digit went wrong that no procedure explains: what follows is worked from it. */
  let astray = false;
  return entries.flatMap(({ box: index, digit, ms }, order): BoxTiming[] => {
    const box = boxes[index];
    if (!box?.graded) return [];
    // A digit a buggy procedure wrote (`procedureBoxes`) says nothing of the fact.
    if (procedure.has(boxId(box))) return [];
    const right = digit === String(box.expected);
    // After a wrong digit the child works on from its own: a wrong quotient digit of 1 where 0
    // was right makes the next box 1 x 7, not the 0 x 7 the right work asks. Its boxes count
    // for no fact, right or wrong; the wrong digit itself counts, when it stands for one.
    const followsAWrongDigit = astray;
    if (!right) astray = true;
    if (followsAWrongDigit) return [];
    const found = boxFact(problem, box);
    // The ones of an answer are where it is recalled; its tens (the 4 of 6 x 7 = 42 in a
    // division step) are copied from it, and would count a second, quicker try.
    if (!found || found.place > 0) return [];
    return [
      {
        fact: factKey(found.fact),
        right,
        ms: Math.min(ms, TIMING_MS_MAX),
        column: true,
        ...(found.carryIn > 0 || found.borrowIn > 0 ? { carried: true } : {}),
        ...(order === 0 ? { opens: true } : {}),
      },
    ];
  });
}

/** The facts a problem asks for: the problem itself, or the fact behind each box's ones. */
export function factsOfProblem(problem: Problem): Set<string> {
  const whole = factOf(problem);
  if (whole) return new Set([factKey(whole)]);
  const facts = new Set<string>();
  for (const box of boxesOf(problem)) {
    const found = boxFact(problem, box);
    if (found && found.place === 0) facts.add(factKey(found.fact));
  }
  return facts;
}

/**
 * The timings that name a fact of the problems the server served: the only ones taken as
 * evidence, so that work sent by hand cannot make a fact it never asked for look fluent.
 */
export function timingsOfProblems(
  timings: readonly BoxTiming[] | undefined,
  problems: readonly Problem[],
): BoxTiming[] {
  const asked = new Set(problems.flatMap((problem) => [...factsOfProblem(problem)]));
  return (timings ?? []).filter((timing) => asked.has(timing.fact));
}

/**
 * The times of a problem's digits typed without a fact to recall (a carry noted, the tens of
 * an answer copied from its ones): the child's typing in grids, for a child whose typing
 * Quick Facts never measured. The problem's first entry holds reading it, and counts not.
 */
export function typedWithoutFact(
  problem: Problem,
  boxes: readonly Box[],
  entries: readonly BoxEntry[],
): number[] {
  if (factOf(problem)) return [];
  return entries.slice(1).flatMap(({ box: index, ms }) => {
    const box = boxes[index];
    if (!box) return [];
    const found = boxFact(problem, box);
    return found && found.place === 0 ? [] : [Math.min(ms, TIMING_MS_MAX)];
  });
}

/** The child's typing time per digit from grid digits typed without a fact: their median. */
export function gridTypingMsPerDigit(typed: readonly number[]): number | undefined {
  return medianMs(typed);
}

/** A box's thinking time: its time less typing its digit and what it needs beyond the fact. */
export function boxThinkingTime(timing: BoxTiming, msPerDigit: number): number {
  return thinkingTime(
    timing.ms,
    msPerDigit +
      GRID_COLUMN_MS +
      (timing.carried ? GRID_CARRY_MS : 0) +
      (timing.opens ? GRID_OPENING_MS : 0),
  );
}

/** What one piece of grid work says of a fact: its tries, in order, and the first review. */
export interface GridEvidence {
  fact: string;
  operation: Subject;
  tries: number;
  right: number;
  /** The latest tries, oldest first, at most RECENT_TRIES. */
  recent: FactTry[];
  /** Whether the last try was quick: a review of a due fact (`reviewedInGrid`). */
  quick: boolean;
  /** The review state of a fact first met here. */
  first: ReviewState;
}

/**
 * The timings of one piece of work turned into evidence per fact, in the order first met.
 * Each box is one digit: its thinking time is its time less the child's typing of one digit
 * (`msPerDigit`) and what the box needs beyond the fact (`boxThinkingTime`). A problem that
 * is one fact is timed as Quick Facts times it: less the typing alone.
 */
export function gridEvidence(
  timings: readonly BoxTiming[],
  today: string,
  msPerDigit = DEFAULT_MS_PER_DIGIT,
): GridEvidence[] {
  const byFact = new Map<string, GridEvidence>();
  for (const timing of timings) {
    const { fact: key, right, ms } = timing;
    const fact = typeof key === 'string' ? parseFactKey(key) : undefined;
    if (!fact) continue;
    const thinkingMs = timing.column
      ? boxThinkingTime(timing, msPerDigit)
      : thinkingTime(ms, msPerDigit);
    const each: FactTry = { right, thinkingMs, day: today };
    const before = byFact.get(key);
    const record = recordTry(before, each);
    const quick = isQuick(each);
    byFact.set(key, {
      fact: key,
      operation: fact.operation,
      ...record,
      quick,
      first: firstReview(quick, today),
    });
  }
  return [...byFact.values()];
}

/**
 * The review state after grid work: a fact met before moves as `reviewedInGrid` says; one
 * met for the first time starts in box 1 when it was quick, else in box 0, due at once (so
 * Quick Facts takes up what the grid showed is slow).
 */
export function reviewAfterGrid(
  state: ReviewState | undefined,
  evidence: Pick<GridEvidence, 'quick' | 'first'>,
  today: string,
): ReviewState {
  return state ? reviewedInGrid(state, evidence.quick, today)! : evidence.first;
}

/** What is known of a fact: its tries and its review. */
export interface KnownFact {
  record: FactRecord;
  review: ReviewState;
}

/** A fact after one piece of grid work done on the child's local date `day`. */
export function afterGrid(
  known: KnownFact | undefined,
  evidence: GridEvidence,
  day: string,
): KnownFact {
  return {
    record: {
      tries: (known?.record.tries ?? 0) + evidence.tries,
      right: (known?.record.right ?? 0) + evidence.right,
      recent: keptTries(known?.record.recent ?? [], evidence.recent),
    },
    review: reviewAfterGrid(known?.review, evidence, day),
  };
}

function firstReview(quick: boolean, today: string): ReviewState {
  return reviewed(undefined, quick ? 'quick' : 'slow', today);
}
