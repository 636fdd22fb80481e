import type { Random } from '../random';
import {
  ADDITION_LEVELS,
  DIVISION_LEVELS,
  type LevelSpec,
  MULTIPLICATION_LEVELS,
  SUBTRACTION_LEVELS,
} from './curriculum-levels';
import { digitCount } from './digits';
import { MAX_LEVEL } from './level-count';
import { type Problem, type Subject, solve } from './problem';

export type { LevelSpec } from './curriculum-levels';
/**
 * Levels 0-19 per subject (docs/curriculum.md, refined where noted in docs/curriculum.md).
 * Each level gives the range of both operands, the skill it adds (carries, borrows,
 * a remainder, a zero in the quotient ...) and the rule its problems must satisfy.
 */

export { LEVELS, MAX_LEVEL } from './level-count';

/** What a child may do after an assignment: go up a level, stay, or go down (progress.ts). */
export const LEVEL_OPTIONS = ['advance', 'repeat', 'decrease'] as const;
export type LevelOption = (typeof LEVEL_OPTIONS)[number];

export type Level = number;

/** Tiers and their starting levels (docs/product.md): the free public problems use these. */
export const TIERS = [
  { name: 'Introductory', startLevel: 0, description: 'single digits, tables up to 12 by 12' },
  { name: 'Easy', startLevel: 4, description: 'two digits' },
  { name: 'Medium', startLevel: 7, description: 'three digits' },
  { name: 'Hard', startLevel: 11, description: 'four digits and more' },
] as const;
export type TierName = (typeof TIERS)[number]['name'];

export function tierOf(level: Level): (typeof TIERS)[number] {
  return [...TIERS].reverse().find((tier) => level >= tier.startLevel)!;
}

function numbered<P extends Problem>(specs: Omit<LevelSpec<P>, 'level'>[]): LevelSpec<P>[] {
  return specs.map((spec, index) => ({ ...spec, level: index }));
}

export const CURRICULUM: { [S in Subject]: LevelSpec<Extract<Problem, { subject: S }>>[] } = {
  addition: numbered(ADDITION_LEVELS),
  subtraction: numbered(SUBTRACTION_LEVELS),
  multiplication: numbered(MULTIPLICATION_LEVELS),
  division: numbered(DIVISION_LEVELS),
};

export function levelSpec(subject: Subject, level: Level): LevelSpec {
  const spec = CURRICULUM[subject][level];
  if (!spec) throw new RangeError(`There is no level ${level}; levels run from 0 to ${MAX_LEVEL}`);
  return spec as LevelSpec;
}

/** Orders levels: tier first, then how many digits the operands can have, then the skill. */
export function difficultyKey(subject: Subject, level: Level): [number, number, number] {
  const spec = levelSpec(subject, level);
  const tier = TIERS.indexOf(tierOf(level));
  return [tier, digitCount(spec.a[1]) + digitCount(spec.b[1]), spec.skill];
}

const MAX_DRAWS = 10_000;

/** One problem of the level, drawn from `random`. */
export function generateProblem(subject: Subject, level: Level, random: Random): Problem {
  const spec = levelSpec(subject, level);
  for (let attempt = 0; attempt < MAX_DRAWS; attempt++) {
    const [a, b] = spec.pick(random);
    if (subject === 'subtraction' && a < b) continue;
    if (subject === 'division' && (b === 0 || b > a)) continue;
    const problem = solve(subject, a, b);
    if (spec.accepts(problem)) return problem;
  }
  throw new Error(`No ${subject} problem found for level ${level}`);
}

/** `count` different problems of the level (repeats only when the level has too few). */
export function generateProblems(
  subject: Subject,
  level: Level,
  random: Random,
  count: number,
): Problem[] {
  const problems: Problem[] = [];
  const seen = new Set<string>();
  for (let attempt = 0; problems.length < count; attempt++) {
    const problem = generateProblem(subject, level, random);
    if (seen.has(problem.id) && attempt < count * 20) continue;
    seen.add(problem.id);
    problems.push(problem);
  }
  return problems;
}
