// The simulated children's bugs: this bench's own implementation of the published rules, on
// the digits of the numbers, written apart from the product's catalog
// (packages/domain/src/diagnosis) so that the catalog's mistakes show:
//
// - Ashlock, R. B. (2010). Error Patterns in Computation (10th ed.): addition that ignores
//   the regrouped ten (the last column written whole, or its ten dropped too), the whole
//   column sum written; multiplication that ignores the regrouped digit, adds it before
//   multiplying, or leaves out the placeholder zero.
// - Brown, J. S. & Burton, R. R. (1978). Diagnostic models for procedural bugs in basic
//   mathematical skills; VanLehn, K. (1990). Mind Bugs (appendix): SMALLER-FROM-LARGER,
//   BORROW-NO-DECREMENT, 0-N=N, and bugs that come in pairs in one child.
// - Johnson, J. T. (1938), The relative merits of three methods of subtraction; Brownell, W. A.
//   & Moser, H. E. (1949), Meaningful vs. mechanical learning: children taught equal additions
//   who add the ten on top and forget to add the one below, or add it on top.
import type { BugId } from '@mathsteps/domain';

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

/** The published bugs a simulated child's subtraction or multiplication follows. */
interface Bugs {
  /** SMALLER-FROM-LARGER: never borrows, takes the smaller digit from the larger. */
  smallerFromLarger?: boolean;
  /** BORROW-NO-DECREMENT: borrows a ten and never takes it from the next column. */
  noDecrement?: boolean;
  /**
   * 0-N=N: a column with 0 on top (as it stands, after any borrow from it) and a bigger
   * digit below writes the bottom digit.
   */
  zeroMinusN?: boolean;
  /** Writes the ones of each small product and never adds the carry; the last one whole. */
  carryIgnored?: boolean;
  /** Adds the carried digit to the next digit of the top number, then multiplies. */
  carryBeforeMultiplying?: boolean;
  /** Adds the rows without shifting them: no placeholder zero. */
  noPlaceholder?: boolean;
  /** Equal additions: adds ten on top and never pays the one back below. */
  paybackForgotten?: boolean;
  /** Equal additions: pays the one back on the next top digit instead of the bottom one. */
  paybackOnTop?: boolean;
}

/** Subtracts column by column as taught, borrowing across zeros, but for the bugs given. */
function subtract(a: number, b: number, bugs: Bugs): number {
  const top = digits(a);
  const y = digits(b, top.length);
  const out: number[] = [];
  for (let column = 0; column < top.length; column++) {
    const bottom = y[column]!;
    if (top[column]! >= bottom) out.push(top[column]! - bottom);
    else if (bugs.smallerFromLarger) out.push(bottom - top[column]!);
    else if (bugs.zeroMinusN && top[column] === 0) out.push(bottom);
    else {
      out.push(top[column]! + 10 - bottom);
      if (bugs.noDecrement) continue;
      let lender = column + 1;
      while (top[lender] === 0) top[lender++] = 9;
      top[lender]! -= 1;
    }
  }
  return number(out);
}

/**
 * Subtracts by equal additions as Spain's schools teach it: a top digit too small gets ten,
 * and one is added to the next bottom digit; but for the bugs given.
 */
function subtractByEqualAdditions(a: number, b: number, bugs: Bugs): number {
  const top = digits(a);
  const bottom = digits(b, top.length);
  const out: number[] = [];
  let owed = 0;
  for (let column = 0; column < top.length; column++) {
    const x = top[column]! + (bugs.paybackOnTop ? owed : 0);
    const y = bottom[column]! + (bugs.paybackOnTop || bugs.paybackForgotten ? 0 : owed);
    owed = x < y ? 1 : 0;
    out.push(x + 10 * owed - y);
  }
  return number(out);
}

/** One row: the top number times one digit, written from the ones, the last product whole. */
function row(a: number, digit: number, bugs: Bugs): number {
  const x = digits(a);
  let written = '';
  let carry = 0;
  x.forEach((top, column) => {
    const product = bugs.carryIgnored
      ? top * digit
      : bugs.carryBeforeMultiplying
        ? (top + carry) * digit
        : top * digit + carry;
    written = (column === x.length - 1 ? String(product) : String(product % 10)) + written;
    carry = Math.floor(product / 10);
  });
  return Number(written);
}

function multiply(a: number, b: number, bugs: Bugs): number {
  return digits(b).reduce(
    (sum, digit, place) => sum + row(a, digit, bugs) * (bugs.noPlaceholder ? 1 : 10 ** place),
    0,
  );
}

export interface ChildBug {
  name: string;
  /** The catalog's bugs the report should name for it (the parent's practice set is the first's). */
  catalog: BugId[];
  subject: 'addition' | 'subtraction' | 'multiplication';
  /** The written method the child's school teaches, when not borrowing (docs/written-methods.md). */
  method?: 'equal-additions';
  work: (a: number, b: number) => number;
  /** For two bugs: each one's own work, so that levels where both show can be chosen. */
  parts?: ((a: number, b: number) => number)[];
}

type Work = (a: number, b: number) => number;
/** A bug of the bench's subtraction or multiplication, with the flags that make it. */
type FlaggedBug = ChildBug & { subject: 'subtraction' | 'multiplication'; flags: Bugs };

const addition = (name: string, bug: BugId, work: Work): ChildBug => ({
  name,
  catalog: [bug],
  subject: 'addition',
  work,
});
/** A bug of subtraction or multiplication: the subject's work with the bug's flags. */
const flagged =
  (subject: 'subtraction' | 'multiplication') =>
  (name: string, bug: BugId, flags: Bugs): FlaggedBug => ({
    name,
    catalog: [bug],
    subject,
    work: (a, b) => (subject === 'subtraction' ? subtract : multiply)(a, b, flags),
    flags,
  });
const subtraction = flagged('subtraction');
/** A bug of a child who subtracts by equal additions. */
const equalAdditions = (name: string, bug: BugId, flags: Bugs): FlaggedBug => ({
  name,
  catalog: [bug],
  subject: 'subtraction',
  method: 'equal-additions',
  work: (a, b) => subtractByEqualAdditions(a, b, flags),
  flags,
});
const multiplication = flagged('multiplication');

/** Two bugs of one subject in one child, working together: both rules at once. */
function together(first: FlaggedBug, second: FlaggedBug, name: string): ChildBug {
  const both = flagged(first.subject)(name, first.catalog[0]!, { ...first.flags, ...second.flags });
  return {
    ...both,
    catalog: [...first.catalog, ...second.catalog],
    parts: [first.work, second.work],
  };
}

// biome-ignore format: a table reads best one row a line
const BUGS = {
  carryDropped: addition('carries dropped, last column whole', 'carry-dropped', (a, b) => carriesDropped(a, b, true)),
  everyCarryDropped: addition('carries dropped, every column', 'carry-dropped', (a, b) => carriesDropped(a, b, false)),
  wholeColumnSums: addition('whole column sums', 'whole-column-sum', wholeColumnSums),
  smallerFromLarger: subtraction('smaller from larger', 'smaller-from-larger', { smallerFromLarger: true }),
  noDecrement: subtraction('borrow, no decrement', 'borrow-no-decrement', { noDecrement: true }),
  zeroMinusN: subtraction('0 - N = N', 'zero-minus-n', { zeroMinusN: true }),
  paybackForgotten: equalAdditions('equal additions, payback forgotten', 'payback-forgotten', { paybackForgotten: true }),
  paybackOnTop: equalAdditions('equal additions, paid back on top', 'payback-on-top', { paybackOnTop: true }),
  carryIgnored: multiplication('carry ignored when multiplying', 'multiplication-carry-ignored', { carryIgnored: true }),
  carryBefore: multiplication('carry added before multiplying', 'carry-added-before-multiplying', { carryBeforeMultiplying: true }),
  noPlaceholder: multiplication('no placeholder zero', 'missing-placeholder-zero', { noPlaceholder: true }),
};

/** One bug each. */
export const ONE_BUG: ChildBug[] = Object.values(BUGS);

/** Two bugs of one subject in one child, working together. */
// biome-ignore format: a table reads best one row a line
export const TWO_BUGS: ChildBug[] = [
  together(BUGS.noDecrement, BUGS.zeroMinusN, 'borrow, no decrement + 0 - N = N'),
  together(BUGS.carryIgnored, BUGS.noPlaceholder, 'carry ignored + no placeholder zero'),
  together(BUGS.carryBefore, BUGS.noPlaceholder, 'carry added before multiplying + no placeholder zero'),
];
