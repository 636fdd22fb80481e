import { digitAt, digitCount, digitsOf } from '../arithmetic/digits';
import type { BugId } from './catalog';

/**
 * What a child who follows a buggy procedure writes: the answer, and the boxes of the
 * problem's grid that the procedure fills (box id to digit; a helper box the child leaves
 * empty is ''). Boxes it cannot place in the grid (a row that no longer fits) are absent.
 */
export interface BuggyWork {
  answer: number;
  /** Division only. */
  remainder?: number;
  entries: Record<string, string>;
}

/** The bugs a simulated child has. */
export type Bugs = ReadonlySet<BugId>;

/**
 * What a column writes when it takes no ten, in either method: the top digit is big enough, or a
 * bug writes a digit instead (a bottom 0 written as such, a smaller top digit, a top 0).
 * Undefined when the column needs its ten.
 */
function withoutATen(
  top: number,
  bottom: number,
  bottomZero: boolean,
  bugs: Bugs,
): number | undefined {
  if (bottomZero && bugs.has('n-minus-zero-is-zero')) return 0;
  if (top >= bottom) return top - bottom;
  if (bugs.has('smaller-from-larger')) return bottom - top;
  if (top === 0 && bugs.has('zero-minus-n')) return bottom;
  if (top === 0 && bugs.has('zero-minus-n-is-zero')) return 0;
  return undefined;
}

/**
 * Column subtraction with the bugs, on plain digits so that long division can use it for
 * its subtract rows. `digits` are what the child writes under each column (a 10 when a
 * zero turned 10 lends nothing: the child writes both digits); `tops` the top digits
 * after borrowing. Null when the procedure breaks down (borrowing from beyond the top
 * number).
 */
export function subtractWithBugs(
  minuend: number,
  subtrahend: number,
  bugs: Bugs,
): { difference: number; digits: number[]; tops: number[] } | null {
  const columns = digitCount(minuend);
  const tops = digitsOf(minuend);
  const bottomColumns = digitCount(subtrahend);
  const digits: number[] = [];
  let borrows = 0;
  for (let column = 0; column < columns; column++) {
    const top = tops[column]!;
    const blank = column >= bottomColumns;
    const bottom = blank ? 0 : digitAt(subtrahend, column);
    const written = withoutATen(top, bottom, !blank && bottom === 0, bugs);
    if (written !== undefined) {
      digits.push(written);
      continue;
    }
    digits.push(top + 10 - bottom);
    borrows++;
    if (bugs.has('borrow-no-decrement')) continue;
    if (borrows === 1 && bugs.has('first-borrow-no-decrement')) continue;
    let lender = bugs.has('always-borrow-left') ? columns - 1 : column + 1;
    if (lender >= columns || lender === column) return null;
    if (tops[lender] === 0) {
      if (bugs.has('stops-borrow-at-zero')) continue;
      if (bugs.has('borrow-from-zero')) {
        tops[lender] = 9;
        continue;
      }
    }
    // A zero has nothing to lend: it becomes 9 (or, with the bugs, stays 0 or becomes 10)
    // and the borrow goes on to the next digit.
    while (tops[lender] === 0) {
      if (!bugs.has('borrow-across-zero')) {
        tops[lender] = bugs.has('borrow-from-zero-is-ten') ? 10 : 9;
      }
      lender++;
      if (lender >= columns) return null;
    }
    tops[lender]!--;
  }
  const difference = Number(digits.map(String).reverse().join(''));
  return { difference, digits, tops };
}

/**
 * Column subtraction by equal additions (docs/written-methods.md) with the bugs: `digits` as
 * for `subtractWithBugs`, `tens` the columns whose top digit got a ten added, `paid` the
 * columns whose bottom digit got the one paid back beside it. Null when the procedure breaks
 * down (a ten needed in the last column).
 */
export function equalAdditionsWithBugs(
  minuend: number,
  subtrahend: number,
  bugs: Bugs,
): { difference: number; digits: number[]; tens: boolean[]; paid: boolean[] } | null {
  const columns = digitCount(minuend);
  const bottomColumns = digitCount(subtrahend);
  const digits: number[] = [];
  const tens: boolean[] = [];
  const paid: boolean[] = [];
  let owed = false;
  for (let column = 0; column < columns; column++) {
    const blank = column >= bottomColumns;
    const printed = blank ? 0 : digitAt(subtrahend, column);
    // The ten added on the right is paid back below, forgotten, or (the bug) paid on top.
    const paysBelow = owed && !bugs.has('payback-forgotten') && !bugs.has('payback-on-top');
    const top = digitAt(minuend, column) + (owed && bugs.has('payback-on-top') ? 1 : 0);
    const bottom = printed + (paysBelow ? 1 : 0);
    paid.push(paysBelow);
    owed = false;
    tens.push(false);
    const written = withoutATen(top, bottom, !blank && printed === 0 && !paysBelow, bugs);
    if (written !== undefined) {
      digits.push(written);
      continue;
    }
    if (column === columns - 1) return null;
    digits.push(top + 10 - bottom);
    tens[column] = true;
    owed = true;
  }
  const difference = Number(digits.map(String).reverse().join(''));
  return { difference, digits, tens, paid };
}
