// Targeted practice sets judged on simulated children (decision 0020): does a set clear a
// bug the child still has, and does it clear a bug the child never had? The children's bugs
// are this file's own implementation of the published rules, on the digits of the numbers,
// written apart from the product's catalog (packages/domain/src/diagnosis) so that the
// catalog's mistakes show:
//
// - Ashlock, R. B. (2010). Error Patterns in Computation (10th ed.): addition that ignores
//   the regrouped ten (the last column written whole, or its ten dropped too), the whole
//   column sum written; multiplication without the placeholder zero.
// - Brown, J. S. & Burton, R. R. (1978). Diagnostic models for procedural bugs in basic
//   mathematical skills; VanLehn, K. (1990). Mind Bugs (appendix): SMALLER-FROM-LARGER,
//   BORROW-NO-DECREMENT, 0-N=N.
import {
  type BugId,
  createRandom,
  operandsOf,
  type Problem,
  probeOutcome,
  probeProblems,
  type Random,
} from '@mathsteps/domain';

const CHILDREN = 400;
/** A slip: a digit of the answer written wrong, this often per digit. */
const SLIP = 0.05;

/** The digits of n, ones first, padded with zeros to `length`. */
const digits = (n: number, length = 0) => {
  const out = [...String(n)].reverse().map(Number);
  while (out.length < length) out.push(0);
  return out;
};
const number = (ones: number[]) => Number([...ones].reverse().join('') || '0');

/** Adds column by column, never carrying; the last column whole, or its ten dropped too. */
function carriesDropped(a: number, b: number, lastWhole: boolean): number {
  const width = Math.max(String(a).length, String(b).length);
  const [x, y] = [digits(a, width), digits(b, width)];
  let written = '';
  for (let column = 0; column < width; column++) {
    const total = x[column]! + y[column]!;
    written = (column === width - 1 && lastWhole ? String(total) : String(total % 10)) + written;
  }
  return Number(written);
}

function wholeColumnSums(a: number, b: number): number {
  const width = Math.max(String(a).length, String(b).length);
  const [x, y] = [digits(a, width), digits(b, width)];
  let written = '';
  for (let column = 0; column < width; column++)
    written = String(x[column]! + y[column]!) + written;
  return Number(written);
}

function smallerFromLarger(a: number, b: number): number {
  const [x, y] = [digits(a), digits(b, String(a).length)];
  return number(x.map((top, column) => Math.abs(top - y[column]!)));
}

/** Borrows a ten when the top digit is smaller, and never takes it from the next column. */
function borrowNoDecrement(a: number, b: number): number {
  const [x, y] = [digits(a), digits(b, String(a).length)];
  return number(x.map((top, column) => (top < y[column]! ? top + 10 : top) - y[column]!));
}

/**
 * A column with 0 on top (as it stands, after any borrow from it) and a digit below: writes
 * the bottom digit (0 - N = N). Otherwise subtracts as taught, borrowing across zeros.
 */
function zeroMinusN(a: number, b: number): number {
  const top = digits(a);
  const y = digits(b, top.length);
  const out: number[] = [];
  for (let column = 0; column < top.length; column++) {
    const bottom = y[column]!;
    if (top[column]! >= bottom) out.push(top[column]! - bottom);
    else if (top[column] === 0) out.push(bottom);
    else {
      out.push(top[column]! + 10 - bottom);
      let lender = column + 1;
      while (top[lender] === 0) top[lender++] = 9;
      top[lender]! -= 1;
    }
  }
  return number(out);
}

/** Multiplies by each digit of the multiplier and adds the rows without shifting them. */
function noPlaceholderZero(a: number, b: number): number {
  return digits(b).reduce((sum, digit) => sum + a * digit, 0);
}

interface ChildBug {
  name: string;
  /** The catalog's bug the parent starts a practice set for (the one the report names). */
  catalog: BugId;
  subject: 'addition' | 'subtraction' | 'multiplication';
  work: (a: number, b: number) => number;
}

const BUGS: ChildBug[] = [
  {
    name: 'carries dropped, last column whole',
    catalog: 'carry-dropped',
    subject: 'addition',
    work: (a, b) => carriesDropped(a, b, true),
  },
  {
    name: 'carries dropped, every column',
    catalog: 'carry-dropped',
    subject: 'addition',
    work: (a, b) => carriesDropped(a, b, false),
  },
  {
    name: 'whole column sums',
    catalog: 'whole-column-sum',
    subject: 'addition',
    work: wholeColumnSums,
  },
  {
    name: 'smaller from larger',
    catalog: 'smaller-from-larger',
    subject: 'subtraction',
    work: smallerFromLarger,
  },
  {
    name: 'borrow, no decrement',
    catalog: 'borrow-no-decrement',
    subject: 'subtraction',
    work: borrowNoDecrement,
  },
  { name: '0 - N = N', catalog: 'zero-minus-n', subject: 'subtraction', work: zeroMinusN },
  {
    name: 'no placeholder zero',
    catalog: 'missing-placeholder-zero',
    subject: 'multiplication',
    work: noPlaceholderZero,
  },
];

const rightAnswer = (problem: Problem) => {
  const [a, b] = operandsOf(problem);
  return problem.subject === 'addition' ? a + b : problem.subject === 'subtraction' ? a - b : a * b;
};

/** The answer with each digit slipped at SLIP: another digit in its place. */
function withSlips(answer: number, random: Random): string {
  return [...String(answer)]
    .map((digit) =>
      random.next() < SLIP ? String((Number(digit) + random.int(1, 9)) % 10) : digit,
    )
    .join('');
}

/** A child whose bug is not stable: it shows on this share of the problems (Ashlock's "not always"). */
const SOMETIMES = 0.7;

/**
 * How often a set is passed (cleared): by children with the bug on every problem, with it on
 * SOMETIMES of them, and without it.
 */
function passRates(bug: ChildBug) {
  let withBug = 0;
  let sometimes = 0;
  let without = 0;
  for (let child = 0; child < CHILDREN; child++) {
    const random = createRandom(`practice:${bug.name}:${child}`);
    const level = random.int(bug.subject === 'multiplication' ? 8 : 2, 12);
    const problems = probeProblems(bug.catalog, bug.subject, level, `set:${bug.name}:${child}`);
    const answer = (work: (problem: Problem) => number) =>
      problems.map((problem) => ({ problem, answer: withSlips(work(problem), random) }));
    const buggy = answer((problem) => bug.work(...operandsOf(problem)));
    if (probeOutcome(bug.catalog, buggy).outcome === 'cleared') withBug++;
    const mixed = answer((problem) =>
      random.next() < SOMETIMES ? bug.work(...operandsOf(problem)) : rightAnswer(problem),
    );
    if (probeOutcome(bug.catalog, mixed).outcome === 'cleared') sometimes++;
    if (probeOutcome(bug.catalog, answer(rightAnswer)).outcome === 'cleared') without++;
  }
  const pct = (n: number) => `${((100 * n) / CHILDREN).toFixed(1)}%`;
  return { withBug: pct(withBug), sometimes: pct(sometimes), without: pct(without) };
}

export function benchPracticeSets(): void {
  console.log(
    `\nTargeted practice sets: ${CHILDREN} children per bug, with the bug on every problem, on ${SOMETIMES * 100}% of them, and without it; slips ${SLIP * 100}% a digit\n`,
  );
  console.log(
    `| child's bug (published rule) | set for | with the bug: passed | on ${SOMETIMES * 100}% of problems: passed | without it: passed |`,
  );
  console.log('|---|---|---:|---:|---:|');
  for (const bug of BUGS) {
    const { withBug, sometimes, without } = passRates(bug);
    console.log(`| ${bug.name} | ${bug.catalog} | ${withBug} | ${sometimes} | ${without} |`);
  }
  console.log('| goal | | <= 5% | | >= 95% |');
}
