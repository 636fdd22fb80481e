import type { Random } from '../random';
import { type AdditionProblem, additionCarries } from './addition';
import { type DivisionProblem, hasZeroInQuotient } from './division';
import { type MultiplicationProblem, multiplicationCarries } from './multiplication';
import type { Problem } from './problem';
import { borrowsAcrossZero, type SubtractionProblem, subtractionBorrows } from './subtraction';

/**
 * The levels of each subject, 0 to 19 in order (docs/curriculum.md): the range of both operands,
 * the skill each adds (carries, borrows, a remainder, a zero in the quotient...) and the rule
 * its problems must satisfy. arithmetic/curriculum.ts numbers them and draws problems.
 */

type Range = readonly [min: number, max: number];

export interface LevelSpec<P extends Problem = Problem> {
  level: number;
  a: Range;
  b: Range;
  /** The level's extra skill, 0 for none; with tier and digits it orders difficulty. */
  skill: number;
  /**
   * Whether a problem of the level can carry or borrow. When it cannot, its grid leaves out
   * the carry and borrow boxes and the extra answer column (a child has nothing to note).
   */
  regroups: boolean;
  /** Picks operands; `accepts` then decides (draws are repeated until it agrees). */
  pick: (random: Random) => [number, number];
  accepts: (problem: P) => boolean;
}

const digits = (n: number): Range => (n === 1 ? [1, 9] : [10 ** (n - 1), 10 ** n - 1]);
const draw = (random: Random, range: Range) => random.int(range[0], range[1]);
const always = () => true;

/** A level whose operands are drawn independently from their ranges. */
function level<P extends Problem>(
  a: Range,
  b: Range,
  accepts: (problem: P) => boolean = always,
  skill = 0,
): Omit<LevelSpec<P>, 'level'> {
  return {
    a,
    b,
    skill,
    regroups: true,
    accepts,
    pick: (random) => [draw(random, a), draw(random, b)],
  };
}

/** A level whose problems never carry or borrow ("no carrying", "no borrowing"). */
function withoutRegrouping<P extends Problem>(
  spec: Omit<LevelSpec<P>, 'level'>,
): Omit<LevelSpec<P>, 'level'> {
  return { ...spec, regroups: false };
}

/** A number of `n` digits with a 0 in one of its middle positions: 503, 40721. */
function withInnerZero(random: Random, n: number): number {
  const value = draw(random, digits(n));
  const position = random.int(1, n - 2);
  const place = 10 ** position;
  return value - (Math.floor(value / place) % 10) * place;
}

// ---- addition ----------------------------------------------------------------------

const carries = (test: (count: number) => boolean) => (p: AdditionProblem) =>
  test(additionCarries(p));

export const ADDITION_LEVELS: Omit<LevelSpec<AdditionProblem>, 'level'>[] = [
  withoutRegrouping(
    level(
      [1, 9],
      [1, 9],
      carries((c) => c === 0),
    ),
  ),
  level(
    [2, 9],
    [2, 9],
    carries((c) => c === 1),
    1,
  ),
  withoutRegrouping(
    level(
      digits(2),
      digits(1),
      carries((c) => c === 0),
    ),
  ),
  level(
    digits(2),
    digits(1),
    carries((c) => c >= 1),
    1,
  ),
  withoutRegrouping(
    level(
      digits(2),
      digits(2),
      carries((c) => c === 0),
    ),
  ),
  level(
    digits(2),
    digits(2),
    carries((c) => c === 1),
    1,
  ),
  level(
    digits(2),
    digits(2),
    carries((c) => c === 2),
    2,
  ),
  level(digits(3), digits(2)),
  withoutRegrouping(
    level(
      digits(3),
      digits(3),
      carries((c) => c === 0),
    ),
  ),
  level(
    digits(3),
    digits(3),
    carries((c) => c === 1),
    1,
  ),
  level(
    digits(3),
    digits(3),
    carries((c) => c >= 2),
    2,
  ),
  level(digits(4), digits(3)),
  level(digits(4), digits(4)),
  level(
    digits(4),
    digits(4),
    carries((c) => c >= 3),
    3,
  ),
  level(digits(5), digits(4)),
  level(digits(5), digits(5)),
  level(
    digits(5),
    digits(5),
    carries((c) => c >= 4),
    4,
  ),
  level(digits(6), digits(5)),
  level(digits(6), digits(6)),
  level(digits(7), digits(7)),
];

// ---- subtraction -------------------------------------------------------------------

const borrows = (test: (count: number) => boolean) => (p: SubtractionProblem) =>
  test(subtractionBorrows(p));
const acrossZero = (p: SubtractionProblem) => borrowsAcrossZero(p);

/** Subtraction across a zero: the top number gets a zero in a middle column. */
function acrossZeroLevel(n: number): Omit<LevelSpec<SubtractionProblem>, 'level'> {
  return {
    a: digits(n),
    b: digits(n),
    skill: 2,
    regroups: true,
    accepts: acrossZero,
    pick: (random) => [withInnerZero(random, n), draw(random, digits(n))],
  };
}

export const SUBTRACTION_LEVELS: Omit<LevelSpec<SubtractionProblem>, 'level'>[] = [
  withoutRegrouping(level([1, 9], [0, 9])),
  withoutRegrouping(
    level(
      digits(2),
      digits(1),
      borrows((c) => c === 0),
    ),
  ),
  level(
    [11, 18],
    [2, 9],
    borrows((c) => c === 1),
    1,
  ),
  level(
    digits(2),
    digits(1),
    borrows((c) => c >= 1),
    1,
  ),
  withoutRegrouping(
    level(
      digits(2),
      digits(2),
      borrows((c) => c === 0),
    ),
  ),
  level(digits(2), digits(2)),
  level(
    digits(2),
    digits(2),
    borrows((c) => c >= 1),
    1,
  ),
  level(digits(3), digits(2)),
  withoutRegrouping(
    level(
      digits(3),
      digits(3),
      borrows((c) => c === 0),
    ),
  ),
  level(
    digits(3),
    digits(3),
    borrows((c) => c === 1),
    1,
  ),
  acrossZeroLevel(3),
  level(digits(4), digits(3)),
  level(digits(4), digits(4)),
  acrossZeroLevel(4),
  level(digits(5), digits(4)),
  level(digits(5), digits(5)),
  acrossZeroLevel(5),
  level(digits(6), digits(5)),
  level(digits(6), digits(6)),
  acrossZeroLevel(7),
];

// ---- multiplication ----------------------------------------------------------------

export const MULTIPLICATION_LEVELS: Omit<LevelSpec<MultiplicationProblem>, 'level'>[] = [
  withoutRegrouping(level([0, 5], [0, 5])),
  withoutRegrouping(level([0, 9], [0, 9])),
  level([10, 12], [1, 9]),
  level([0, 12], [0, 12]),
  withoutRegrouping(level(digits(2), [2, 9], (p) => multiplicationCarries(p) === 0)),
  level(digits(2), [2, 9], (p) => multiplicationCarries(p) >= 1, 1),
  level(digits(2), digits(2)),
  level(digits(3), [2, 9]),
  level(digits(3), digits(2)),
  {
    a: digits(3),
    b: digits(2),
    skill: 1,
    regroups: true,
    accepts: always,
    pick: (random) => [withInnerZero(random, 3), draw(random, digits(2))],
  },
  level(digits(3), digits(3)),
  level(digits(4), [2, 9]),
  level(digits(4), digits(2)),
  level(digits(4), digits(3)),
  level(digits(5), digits(2)),
  level(digits(4), digits(4)),
  level(digits(5), digits(3)),
  level(digits(5), digits(4)),
  level(digits(5), digits(5)),
  level(digits(6), digits(4)),
];

// ---- division ----------------------------------------------------------------------

/** Exact division with a dividend of `n` digits: built from divisor x quotient. */
function exact(n: number, divisor: Range): Omit<LevelSpec<DivisionProblem>, 'level'> {
  const [low, high] = digits(n);
  return {
    a: [low, high],
    b: divisor,
    skill: 0,
    regroups: true,
    accepts: (p) => p.remainder === 0,
    pick: (random) => {
      const b = draw(random, divisor);
      return [b * random.int(Math.ceil(low / b), Math.floor(high / b)), b];
    },
  };
}

/** Table facts: divisor x quotient (+ a remainder below the divisor when asked). */
function facts(
  divisor: Range,
  quotient: Range,
  remainder: boolean,
): Omit<LevelSpec<DivisionProblem>, 'level'> {
  return {
    a: [
      divisor[0] * quotient[0] + (remainder ? 1 : 0),
      divisor[1] * quotient[1] + (remainder ? divisor[1] - 1 : 0),
    ],
    b: divisor,
    skill: remainder ? 1 : 0,
    regroups: true,
    accepts: (p) => (remainder ? p.remainder > 0 : p.remainder === 0),
    pick: (random) => {
      const b = draw(random, divisor);
      return [b * draw(random, quotient) + (remainder ? random.int(1, b - 1) : 0), b];
    },
  };
}

const fitsDivisor = (p: DivisionProblem) => p.dividend >= p.divisor;
const remainder = (p: DivisionProblem) => p.remainder > 0;

export const DIVISION_LEVELS: Omit<LevelSpec<DivisionProblem>, 'level'>[] = [
  facts([1, 5], [1, 9], false),
  facts([1, 9], [1, 9], false),
  facts([1, 12], [1, 12], false),
  facts([2, 12], [1, 9], true),
  exact(2, [2, 9]),
  level(digits(2), [2, 9], (p) => fitsDivisor(p) && remainder(p), 1),
  exact(3, [2, 9]),
  level(digits(3), [2, 9], remainder, 1),
  level(digits(3), [2, 9], hasZeroInQuotient, 2),
  exact(3, digits(2)),
  level(digits(3), digits(2), remainder, 1),
  level(digits(4), [2, 9]),
  level(digits(4), [2, 9], hasZeroInQuotient, 2),
  exact(4, digits(2)),
  level(digits(4), digits(2), remainder, 1),
  level(digits(5), [2, 9], remainder, 1),
  level(digits(5), digits(2)),
  level(digits(5), digits(2), remainder, 1),
  level(digits(5), digits(3)),
  level(digits(6), digits(3)),
];
