import { digitAt, digitCount, digitsOf } from '../arithmetic/digits';
import type { DivisionProblem } from '../arithmetic/division';
import type { MultiplicationProblem } from '../arithmetic/multiplication';
import { type BuggyWork, type Bugs, subtractWithBugs } from './buggy-work';

// Long multiplication and long division as a child with bugs works them (docs/misconceptions.md).

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

export function multiplyWithBugs(problem: MultiplicationProblem, bugs: Bugs): BuggyWork[] {
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
export function divideWithBugs(problem: DivisionProblem, bugs: Bugs): BuggyWork[] {
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
