import type { LevelOption } from '../arithmetic/curriculum';
import { MAX_LEVEL } from '../arithmetic/curriculum';
import { levelOptions } from './progress';

/**
 * Where a child works next in a subject (decision 0018): an estimate of the child's ability
 * from the subject's recent assignments, as a one-parameter item response model (Rasch) reads
 * them, the levels being the items' difficulties; the level to work at is the hardest one the
 * child is expected to get most of right. One bad or lucky day moves the estimate a little, a
 * run of them moves it a level.
 */

/** A finished assignment of the subject, as the rule reads it. */
export interface LevelWork {
  level: number;
  correct: number;
  questions: number;
}

export interface LevelDecision {
  /** The product's options after an assignment, the one the rule suggests first. */
  options: LevelOption[];
  /** The level the child is moved to without being asked, or null. */
  moveTo: number | null;
}

/** How many of a subject's last assignments are kept for the rule (about a week's). */
export const RECENT_ASSIGNMENTS = 8;

/** Recent assignments as stored with the subject: `level:correct/questions`, by spaces. */
export function recentFromText(text: string): LevelWork[] {
  return text
    .split(' ')
    .map((entry) => /^(\d+):(\d+)\/(\d+)$/.exec(entry))
    .filter((match) => match !== null)
    .map(([, level, correct, questions]) => ({
      level: Number(level),
      correct: Number(correct),
      questions: Number(questions),
    }));
}

/** The last RECENT_ASSIGNMENTS of `recent`, as stored with the subject. */
export function recentToText(recent: readonly LevelWork[]): string {
  return recent
    .slice(-RECENT_ASSIGNMENTS)
    .map((work) => `${work.level}:${work.correct}/${work.questions}`)
    .join(' ');
}

/**
 * How steeply the chance of a right answer falls from one level to the next, in the model's
 * logistic units. Levels add a digit or a carrying rule at a time: a child expected to get
 * 80% right at a level is expected to get about half right one level up, a quarter two up.
 */
const SLOPE = 1.2;
/** The share right the level to work at is expected to give: the child goes up to it. */
const TARGET = 0.65;
/**
 * Below this expected share at the current level, the child is suggested to go down. Between
 * the two the child stays: a day's score near a boundary does not flip the suggestion.
 */
const TOO_HARD = 0.65;
/** Only the last assignments count: children learn, and a week old score says less. */
const WINDOW = 6;
/** Each assignment further back counts this much less than the one after it. */
const FADE = 0.9;
/**
 * Before any work, the child is taken to be right at the level a parent chose (expected to
 * get three in four right there), give or take this many levels.
 */
const PRIOR_SHARE = 0.75;
const PRIOR_SPREAD = 1.5;
/** Two assignments in a row with less than half right at a level bring it down by itself. */
const FAILING = 0.5;

/** The ability at which `share` right is expected at `level`. */
const abilityAt = (level: number, share: number) => level + Math.log(share / (1 - share)) / SLOPE;

/**
 * The most likely ability given the recent assignments and the prior around the current
 * level (a maximum a posteriori estimate, found on a grid of a tenth of a level).
 */
export function estimateAbility(level: number, recent: readonly LevelWork[]): number {
  const counted = recent.slice(-WINDOW);
  const prior = abilityAt(level, PRIOR_SHARE);
  const plausibility = (ability: number) => {
    let score = -((ability - prior) ** 2) / (2 * PRIOR_SPREAD ** 2);
    counted.forEach((work, index) => {
      const weight = FADE ** (counted.length - 1 - index);
      const p = chanceRight(ability, work.level);
      score +=
        weight * (work.correct * Math.log(p) + (work.questions - work.correct) * Math.log(1 - p));
    });
    return score;
  };
  // The prior itself first: with no work, the estimate is exactly the parent's level.
  let best = prior;
  let bestScore = plausibility(prior);
  for (let tenth = -30; tenth <= (MAX_LEVEL + 4) * 10; tenth++) {
    const score = plausibility(tenth / 10);
    if (score > bestScore) {
      bestScore = score;
      best = tenth / 10;
    }
  }
  return best;
}

/** The hardest level at which the child is expected to get the target share right. */
export function levelFor(ability: number): number {
  const level = Math.floor(ability - Math.log(TARGET / (1 - TARGET)) / SLOPE + 1e-9);
  return Math.min(MAX_LEVEL, Math.max(0, level));
}

/** The chance of a right answer at `level`, for a child of this ability. */
function chanceRight(ability: number, level: number): number {
  return 1 / (1 + Math.exp(SLOPE * (level - ability)));
}

const failing = (work: LevelWork) => work.correct < work.questions * FAILING;

/**
 * The decision after an assignment: `recent` is the subject's finished assignments, oldest
 * first, the one just finished last. The options are the product's for the last score (going up
 * after 80% or more, going down below 60%), the rule's suggestion among them first; two
 * assignments in a row below half right at the current level move the child one level down
 * without asking.
 */
export function levelDecision(level: number, recent: readonly LevelWork[]): LevelDecision {
  const last = recent.at(-1);
  if (!last) return { options: ['repeat'], moveTo: null };
  const offered = levelOptions(last.correct, last.questions, level);
  // The last two, one after the other, both at this level.
  const lastTwo = recent.slice(-2);
  const moveTo =
    level > 0 &&
    lastTwo.length === 2 &&
    lastTwo.every((work) => work.level === level && failing(work))
      ? level - 1
      : null;
  const ability = estimateAbility(level, recent);
  const suggested: LevelOption =
    levelFor(ability) > level && offered.includes('advance')
      ? 'advance'
      : chanceRight(ability, level) < TOO_HARD && offered.includes('decrease')
        ? 'decrease'
        : 'repeat';
  const options = [suggested, ...offered.filter((option) => option !== suggested)];
  return { options, moveTo };
}
