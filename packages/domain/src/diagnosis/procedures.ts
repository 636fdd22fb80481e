import type { AdditionProblem } from '../arithmetic/addition';
import { digitAt, digitCount, digitsOf } from '../arithmetic/digits';
import type { DivisionProblem } from '../arithmetic/division';
import type { MultiplicationProblem } from '../arithmetic/multiplication';
import type { Problem } from '../arithmetic/problem';
import type { SubtractionProblem } from '../arithmetic/subtraction';
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

type Bugs = ReadonlySet<BugId>;

/**
 * Every way a child with these bugs could work the problem (one for most bugs; a bug with
 * a choice, such as which row is left out, gives one work per choice). Empty when the
 * procedure breaks down (borrowing from beyond the top number).
 */
export function buggyWorks(problem: Problem, bugs: Bugs): BuggyWork[] {
  switch (problem.subject) {
    case 'addition':
      return additionWork(problem, bugs);
    case 'subtraction':
      return subtractionWork(problem, bugs);
    case 'multiplication':
      return multiplyWithBugs(problem, bugs);
    case 'division':
      return divideWithBugs(problem, bugs);
  }
}

/**
 * A child who drops carries may write the last column's whole sum (58 + 67 = 115) or drop
 * its ten too, as in every other column (94 + 81 = 75): both are the same bug.
 */
function additionWork(problem: AdditionProblem, bugs: Bugs): BuggyWork[] {
  const whole = addWithBugs(problem, bugs);
  const last = problem.steps.find((step) => step.columnPosition === problem.steps.length - 1)!;
  if (!bugs.has('carry-dropped') || last.digit1 + last.digit2 < 10) return [whole];
  const dropped = addWithBugs(problem, bugs, { lastTenDropped: true });
  // The way that shows the bug first: with no carry to drop before it, the whole last
  // column is the right answer.
  return whole.answer === problem.sum ? [dropped, whole] : [whole, dropped];
}

function addWithBugs(
  problem: AdditionProblem,
  bugs: Bugs,
  { lastTenDropped = false } = {},
): BuggyWork {
  if (bugs.has('subtracts-instead')) return subtractInstead(problem);
  if (bugs.has('adds-left-to-right')) return addLeftToRight(problem);
  const entries: Record<string, string> = {};
  const columns = problem.steps.length;
  const ignoresCarry = bugs.has('carry-dropped') || bugs.has('carry-not-added');
  let written = '';
  let carryIn = 0;
  for (const step of problem.steps) {
    const total = step.digit1 + step.digit2 + (ignoresCarry ? 0 : carryIn);
    const last = step.columnPosition === columns - 1;
    // The last column has nowhere to carry to, so most children write its whole sum.
    if (last && lastTenDropped) {
      written = String(total % 10) + written;
    } else if (bugs.has('whole-column-sum') || last) {
      written = String(total) + written;
      carryIn = 0;
    } else if (bugs.has('carries-the-ones') && total >= 10) {
      written = String(Math.floor(total / 10)) + written;
      carryIn = total % 10;
    } else {
      written = String(total % 10) + written;
      carryIn = total >= 10 ? 1 : 0;
    }
    if (!last) {
      const wroteCarry = carryIn > 0 && !bugs.has('carry-dropped');
      entries[`carry.${step.columnPosition + 1}`] = wroteCarry ? String(carryIn) : '';
    }
  }
  return { answer: Number(written), entries: { ...entries, ...sumRow(problem, written) } };
}

/**
 * The sum row's boxes for what the child wrote, when it fits the row: a place the right
 * sum fills but the child's answer does not gets a 0 (the grid wants it filled).
 */
function sumRow(problem: AdditionProblem, written: string): Record<string, string> {
  const columns = problem.steps.length;
  const entries: Record<string, string> = {};
  if (written.length > columns + 1) return entries;
  const width = digitCount(problem.sum);
  for (let position = 0; position <= columns; position++) {
    entries[`sum.${position}`] =
      written[written.length - 1 - position] ?? (position < width ? '0' : '');
  }
  return entries;
}

/**
 * From the leftmost column to the right, each carry going to the column on the right,
 * noted above it (in that column's carry box; the ones column has none); the ones
 * column, last, writes its whole sum.
 */
function addLeftToRight(problem: AdditionProblem): BuggyWork {
  const columns = problem.steps.length;
  const entries: Record<string, string> = {};
  for (let position = 1; position < columns; position++) entries[`carry.${position}`] = '';
  let written = '';
  let carry = 0;
  for (let position = columns - 1; position >= 0; position--) {
    const step = problem.steps.find((each) => each.columnPosition === position)!;
    const total = step.digit1 + step.digit2 + carry;
    if (position === 0) {
      written += String(total);
      continue;
    }
    written += String(total % 10);
    carry = total >= 10 ? 1 : 0;
    if (position - 1 >= 1) entries[`carry.${position - 1}`] = carry ? '1' : '';
  }
  return { answer: Number(written), entries: { ...entries, ...sumRow(problem, written) } };
}

/** The larger number less the smaller, column by column done right: no carries written. */
function subtractInstead(problem: AdditionProblem): BuggyWork {
  const columns = problem.steps.length;
  const difference = Math.abs(problem.addend1 - problem.addend2);
  const written = String(difference);
  const entries = sumRow(problem, written);
  for (let position = 1; position < columns; position++) entries[`carry.${position}`] = '';
  return { answer: difference, entries };
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
    if (!blank && bottom === 0 && bugs.has('n-minus-zero-is-zero')) {
      digits.push(0);
      continue;
    }
    if (top >= bottom) {
      digits.push(top - bottom);
      continue;
    }
    if (bugs.has('smaller-from-larger')) {
      digits.push(bottom - top);
      continue;
    }
    if (top === 0 && bugs.has('zero-minus-n')) {
      digits.push(bottom);
      continue;
    }
    if (top === 0 && bugs.has('zero-minus-n-is-zero')) {
      digits.push(0);
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

function subtractionWork(problem: SubtractionProblem, bugs: Bugs): BuggyWork[] {
  const columns = digitCount(problem.minuend);
  if (bugs.has('adds-instead')) {
    // The whole problem done as an addition: no borrows, the sum in the difference row.
    const sum = problem.minuend + problem.subtrahend;
    const entries: Record<string, string> = {};
    if (digitCount(sum) <= columns) {
      for (let column = 0; column < columns; column++) {
        entries[`difference.${column}`] =
          column < digitCount(sum) ? String(digitAt(sum, column)) : '';
        if (column > 0) entries[`borrow.${column}`] = '';
      }
    }
    return [{ answer: sum, entries }];
  }
  const result = subtractWithBugs(problem.minuend, problem.subtrahend, bugs);
  if (!result) return [];
  const entries: Record<string, string> = {};
  // Leading zeros stay blank where the grid lets a child leave them; where the right
  // answer has a digit, the box must be filled, and the child writes 0.
  const significant = Math.max(
    digitCount(result.difference),
    digitCount(problem.minuend - problem.subtrahend),
  );
  // A column where the child wrote 10 no longer lines up with the answer row.
  const fits = result.digits.every((digit) => digit < 10);
  result.digits.forEach((digit, column) => {
    if (fits) entries[`difference.${column}`] = column < significant ? String(digit) : '';
    if (column > 0) {
      const original = digitAt(problem.minuend, column);
      const top = result.tops[column]!;
      // A helper box holding 0 may stay blank, as in the correct grid; a 10 does not fit
      // one, so that child leaves it blank too.
      entries[`borrow.${column}`] = top === original || top === 0 || top === 10 ? '' : String(top);
    }
  });
  return [{ answer: result.difference, entries }];
}

/** One row of long multiplication: the multiplicand times one digit, with its carries. */
function multiplyRow(
  multiplicand: number,
  digit: number,
  bugs: Bugs,
): { value: number; carries: number[] } {
  const digits = digitsOf(multiplicand);
  let written = '';
  let carry = 0;
  const carries: number[] = [];
  digits.forEach((multiplicandDigit, index) => {
    const last = index === digits.length - 1;
    const product = smallProduct(multiplicandDigit, digit, carry, bugs);
    if (last || bugs.has('whole-products')) {
      written = String(product) + written;
      carries.push(0);
    } else if (bugs.has('carries-the-ones') && product >= 10) {
      written = String(Math.floor(product / 10)) + written;
      carry = product % 10;
      carries.push(carry);
    } else {
      written = String(product % 10) + written;
      carry = Math.floor(product / 10);
      carries.push(bugs.has('multiplication-carry-ignored') ? 0 : carry);
    }
  });
  carries.pop();
  return { value: Number(written), carries };
}

/** One digit of the multiplicand times the multiplier digit, with the carry as the bugs take it. */
function smallProduct(multiplicandDigit: number, digit: number, carry: number, bugs: Bugs): number {
  if (bugs.has('carry-added-before-multiplying')) return (multiplicandDigit + carry) * digit;
  const product = multiplicandDigit * digit;
  if (bugs.has('multiplication-carry-ignored') || carry === 0) return product;
  if (bugs.has('carry-multiplied')) return product * carry;
  if (bugs.has('carry-as-tens')) return product + carry * 10;
  return product + carry;
}

function multiplyWithBugs(problem: MultiplicationProblem, bugs: Bugs): BuggyWork[] {
  if (bugs.has('multiplies-within-columns')) return multiplyWithinColumns(problem);
  const rows = problem.partialProducts.map((partial) => {
    const row = multiplyRow(problem.multiplicand, partial.multiplierDigit, bugs);
    const shift = bugs.has('missing-placeholder-zero') ? 0 : partial.position;
    return { ...row, shift, shifted: row.value * 10 ** shift };
  });
  const multi = problem.display === 'multi';
  // The entries are only read for a work whose answer is the child's: built on demand.
  let rowEntries: Record<string, string> | undefined;
  const entriesOfRows = () => {
    if (rowEntries) return rowEntries;
    rowEntries = {};
    for (const [index, row] of rows.entries()) {
      const suffix = multi ? `.r${index}` : '';
      row.carries.forEach((carry, j) => {
        rowEntries![`carry${suffix}.${row.shift + j + 1}`] = carry > 0 ? String(carry) : '';
      });
      if (multi) {
        digitsOf(row.shifted).forEach((digit, column) => {
          rowEntries![`partial${suffix}.${column}`] = String(digit);
        });
      }
    }
    return rowEntries;
  };
  // Leaving a row out is a choice: one work per row that could be left out.
  const leftOut =
    bugs.has('partial-product-left-out') && rows.length >= 2 ? rows.map((_, i) => i) : [-1];
  return leftOut.map((skipped) => {
    const answer = rows.reduce(
      (sum, row, index) => (index === skipped ? sum : sum + row.shifted),
      0,
    );
    let entries: Record<string, string> | undefined;
    return {
      answer,
      get entries() {
        if (!entries) {
          entries = { ...entriesOfRows(), ...productRow(problem, answer) };
        }
        return entries;
      },
    };
  });
}

/**
 * Ones times ones, tens times tens, as in an addition; a digit with nothing below it comes
 * down as it is, and a column of 10 or more carries to the next. Only a bottom number of
 * two digits or more gives the child columns to pair; no partial rows are written.
 */
function multiplyWithinColumns(problem: MultiplicationProblem): BuggyWork[] {
  const { multiplicand, multiplier } = problem;
  if (digitCount(multiplier) < 2) return [];
  const columns = Math.max(digitCount(multiplicand), digitCount(multiplier));
  let written = '';
  let carry = 0;
  for (let column = 0; column < columns; column++) {
    const top = column < digitCount(multiplicand) ? digitAt(multiplicand, column) : null;
    const bottom = column < digitCount(multiplier) ? digitAt(multiplier, column) : null;
    const value = top !== null && bottom !== null ? top * bottom : (top ?? bottom ?? 0);
    const total = value + carry;
    if (column === columns - 1) {
      written = String(total) + written;
    } else {
      written = String(total % 10) + written;
      carry = Math.floor(total / 10);
    }
  }
  const answer = Number(written);
  return [{ answer, entries: productRow(problem, answer) }];
}

/** The product row for the child's answer; a place the right product fills gets a 0. */
function productRow(problem: MultiplicationProblem, answer: number): Record<string, string> {
  const entries: Record<string, string> = {};
  const digits = digitsOf(answer);
  const width = Math.max(digits.length, digitCount(problem.product));
  for (let column = 0; column < width; column++) {
    entries[`product.${column}`] = String(digits[column] ?? 0);
  }
  return entries;
}

/**
 * Long division with the bugs. The subtraction bugs act in the subtract rows; a digit
 * too small is a choice (which step), which gives one work per step.
 */
function divideWithBugs(problem: DivisionProblem, bugs: Bugs): BuggyWork[] {
  if (bugs.has('divides-right-to-left')) return divideRightToLeft(problem);
  const tooSmall = bugs.has('quotient-digit-too-small')
    ? problem.steps.map((step) => step.stepNumber)
    : [0];
  const works: BuggyWork[] = [];
  for (const small of tooSmall) {
    const work = longDivision(problem, bugs, small);
    if (work) works.push(work);
  }
  return works;
}

function longDivision(
  problem: DivisionProblem,
  bugs: Bugs,
  tooSmallStep: number,
): BuggyWork | null {
  const { divisor } = problem;
  const digits = digitsOf(problem.dividend).reverse();
  const entries: Record<string, string> = {};
  let index = 0;
  let part = 0;
  while (part < divisor) part = part * 10 + digits[index++]!;
  let quotient = '';
  let remainder = 0;
  // Once a step is skipped, the child's steps no longer line up with the grid's, so only
  // the answer is known from there on.
  let alignedSteps = problem.steps.length;
  for (let step = 1; ; step++) {
    let digit = Math.floor(part / divisor);
    if (step === tooSmallStep) {
      if (digit === 0) return null;
      digit--;
    }
    const multiply = digit * divisor;
    const difference = subtractWithBugs(part, multiply, bugs);
    if (!difference) return null;
    if (digit === 0 && step > 1 && bugs.has('missing-zero-in-quotient')) {
      alignedSteps = Math.min(alignedSteps, step - 1);
    } else {
      quotient += digit;
    }
    remainder = difference.difference;
    if (step <= alignedSteps) {
      const column = problem.steps[step - 1]!.column;
      entries[`quotient.s${step}.${column}`] = String(digit % 10);
      digitsOf(multiply).forEach((d, k) => {
        entries[`multiply.s${step}.${k}`] = String(d);
      });
      digitsOf(remainder).forEach((d, k) => {
        entries[`subtract.s${step}.${k}`] = String(d);
      });
    }
    if (index >= digits.length) break;
    const brought = digits[index]!;
    if (step <= alignedSteps) entries[`bringDown.s${step}.0`] = String(brought);
    // Dropping what is left over, the child divides the brought-down digit on its own.
    part = bugs.has('step-remainder-dropped') ? brought : remainder * 10 + brought;
    index++;
  }
  return { answer: Number(quotient), remainder, entries };
}

/**
 * From the last digit to the first, each remainder carried to the left as tens in front
 * of the next digit, each answer digit above its own digit. The child does no multiply or
 * subtract rows; the answer row holds the digits above the grid's answer boxes, when the
 * places left of them hold zeros. A divisor of one digit only: with more, the child has
 * no digit to start from.
 */
function divideRightToLeft(problem: DivisionProblem): BuggyWork[] {
  const { divisor } = problem;
  if (divisor > 9) return [];
  const above: number[] = [];
  let remainder = 0;
  digitsOf(problem.dividend).forEach((digit, place) => {
    const part = remainder * 10 + digit;
    above[place] = Math.floor(part / divisor);
    remainder = part % divisor;
  });
  const answer = Number(above.map(String).reverse().join(''));
  const entries: Record<string, string> = {};
  const first = problem.steps[0]!.column;
  if (above.every((digit, place) => place <= first || digit === 0)) {
    for (const step of problem.steps) {
      entries[`quotient.s${step.stepNumber}.${step.column}`] = String(above[step.column]);
    }
  }
  return [{ answer, remainder, entries }];
}
