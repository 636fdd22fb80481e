import { generateProblem, type Level, MAX_LEVEL } from '../arithmetic/curriculum';
import { firstTryEntries } from '../arithmetic/first-tries';
import { boxesOf, gradeProblem, type Problem, type Subject } from '../arithmetic/problem';
import { createRandom } from '../random';
import { type Belief, believe, nextAnswer, rightLevels } from './ability';

/**
 * Finding a child's level in one sitting (docs/decisions/0027-placement.md): a short
 * adaptive test over the levels 0-19 in the usual grid. The child's ability is read as a
 * belief (ability.ts); each problem's first try (right, or wrong: a slip, a gap, or "I haven't
 * learned this yet") updates it; the next problem is drawn at the level whose answer is expected
 * to tell most about the right level; the test stops when the level is known to within one, or
 * after the most problems a sitting may hold.
 *
 * Everything here is a pure function of the placement's seed and the answers so far, so the
 * device runs the same test offline that the server replays when the answers arrive.
 */

export const PLACEMENT_KINDS = ['placement', 'recheck'] as const;
export type PlacementKind = (typeof PLACEMENT_KINDS)[number];

/** The most problems a placement holds (about eight minutes for a typical child). */
export const PLACEMENT_MAX_PROBLEMS = 12;
/** The most problems of a re-check, for a child back after weeks away. */
export const RECHECK_MAX_PROBLEMS = 5;
/** Stars for finishing a placement: it is work, and some of it was too hard on purpose. */
export const PLACEMENT_STARS = 5;
/** A child away from a subject this long gets a re-check before its next assignment. */
export const RECHECK_AFTER_DAYS = 28;

/** What a placement starts from. */
export interface PlacementPlan {
  kind: PlacementKind;
  subject: Subject;
  /** A placement: the child's school grade (1-7), the first guess. */
  grade: number;
  /** A re-check: the level the child was at before its time away. */
  level: number;
}

/** One problem's first try, as the search reads it. */
export interface PlacementAnswer {
  level: Level;
  /** The problem's required boxes: a long problem can be missed by a slip. */
  boxes: number;
  right: boolean;
}

export type PlacementStep =
  | { done: false; level: Level; index: number }
  | { done: true; level: Level; asked: number };

/**
 * The level the child's grade first suggests, per subject (docs/curriculum.md): where a
 * child of that grade usually works by the middle of the school year. Only the search's
 * first guess: a wide spread around it lets the child's answers decide.
 */
const GRADE_GUESS: Record<Subject, readonly number[]> = {
  //            grade 1  2  3   4   5   6   7
  addition: [1, 5, 8, 12, 14, 15, 16],
  subtraction: [1, 4, 7, 11, 13, 14, 15],
  multiplication: [0, 0, 2, 5, 9, 11, 13],
  division: [0, 0, 2, 5, 9, 11, 13],
};

/** Spreads of the first guess: wide from a grade, narrow around a level a child worked at. */
const GRADE_SPREAD = 4;
const RECHECK_SPREAD = 2;
/** Stop when the level found is the right one or one off with this confidence. */
const SURE = 0.9;
/** Not before this many problems: one or two answers can be a slip. */
const MIN_PROBLEMS = { placement: 4, recheck: 3 } as const;

export function firstGuess(plan: PlacementPlan): Level {
  if (plan.kind === 'recheck') return clampLevel(plan.level);
  const grade = Math.min(7, Math.max(1, Math.round(plan.grade)));
  return GRADE_GUESS[plan.subject][grade - 1]!;
}

const clampLevel = (level: number) => Math.min(MAX_LEVEL, Math.max(0, Math.round(level)));

/** The belief after the answers: each answer is one problem of its level and box count. */
function beliefOf(plan: PlacementPlan, answers: readonly PlacementAnswer[]) {
  return believe(
    plan.subject,
    firstGuess(plan),
    plan.kind === 'recheck' ? RECHECK_SPREAD : GRADE_SPREAD,
    answers.map((answer) => ({
      level: answer.level,
      boxes: answer.boxes,
      right: answer.right ? 1 : 0,
      tried: 1,
    })),
  );
}

/**
 * The level found: the level whose window of one either side most likely holds the child's
 * right level, and how likely that is.
 */
function closest(levels: readonly number[]): { level: Level; sure: number } {
  let best = { level: 0, sure: -1 };
  levels.forEach((_, level) => {
    const sure = (levels[level - 1] ?? 0) + levels[level]! + (levels[level + 1] ?? 0);
    if (sure > best.sure + 1e-9) best = { level, sure };
  });
  return best;
}

/** How uncertain the right level still is (its entropy). */
const uncertainty = (levels: readonly number[]) =>
  levels.reduce((sum, p) => (p > 0 ? sum - p * Math.log(p) : sum), 0);

/**
 * The level whose answer, right or wrong, is expected to leave the right level least uncertain:
 * the most informative next problem (one step of look-ahead over the belief).
 */
function nextLevel(belief: Belief): Level {
  let best = { level: 0, left: Infinity };
  for (let level = 0; level <= MAX_LEVEL; level++) {
    const { chance, ifRight, ifWrong } = nextAnswer(belief, level);
    const left = chance * uncertainty(ifRight) + (1 - chance) * uncertainty(ifWrong);
    if (left < best.left - 1e-9) best = { level, left };
  }
  return best.level;
}

export function maxProblems(kind: PlacementKind): number {
  return kind === 'recheck' ? RECHECK_MAX_PROBLEMS : PLACEMENT_MAX_PROBLEMS;
}

/** The next problem's level, or the level found. */
export function placementStep(
  plan: PlacementPlan,
  answers: readonly PlacementAnswer[],
): PlacementStep {
  const belief = beliefOf(plan, answers);
  const best = closest(rightLevels(belief));
  const enough = answers.length >= MIN_PROBLEMS[plan.kind] && best.sure >= SURE;
  if (enough || answers.length >= maxProblems(plan.kind)) {
    return { done: true, level: best.level, asked: answers.length };
  }
  return { done: false, level: nextLevel(belief), index: answers.length };
}

/** The problem number `index` of a placement: the same on the device and the server. */
export function placementProblem(
  seed: string,
  subject: Subject,
  level: Level,
  index: number,
): Problem {
  return generateProblem(subject, level, createRandom(`${seed}:${index}:${level}`));
}

/** The required boxes of a problem: each one a chance to slip. */
export function requiredBoxes(problem: Problem): number {
  return boxesOf(problem).filter((box) => box.required).length;
}

/**
 * A first try as the search reads it. `entries` is the first try as `FirstTry.entries` writes
 * it (method-free box order), or null for "I haven't learned this yet": not known.
 */
export function placementAnswer(
  problem: Problem,
  level: Level,
  entries: string | null,
): PlacementAnswer {
  const right = entries !== null && gradeProblem(problem, firstTryEntries(entries)).complete;
  return { level, boxes: requiredBoxes(problem), right };
}

/** A placement's answers as stored: `level:boxes:1` (right) or `:0`, by spaces. */
export function placementAnswersToText(answers: readonly PlacementAnswer[]): string {
  return answers.map((a) => `${a.level}:${a.boxes}:${a.right ? 1 : 0}`).join(' ');
}

export function placementAnswersFromText(text: string): PlacementAnswer[] {
  return text
    .split(' ')
    .map((entry) => /^(\d{1,2}):(\d{1,3}):([01])$/.exec(entry))
    .filter((match) => match !== null)
    .map(([, level, boxes, right]) => ({
      level: Number(level),
      boxes: Number(boxes),
      right: right === '1',
    }));
}
