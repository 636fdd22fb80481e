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
      return [addWithBugs(problem, bugs)];
    case 'subtraction':
      return subtractionWork(problem, bugs);
    case 'multiplication':
      return multiplyWithBugs(problem, bugs);
    case 'division':
      return divideWithBugs(problem, bugs);
  }
}

function addWithBugs(problem: AdditionProblem, bugs: Bugs): BuggyWork {
  const entries: Record<string, string> = {};
  const columns = problem.steps.length;
  const ignoresCarry = bugs.has('carry-dropped') || bugs.has('carry-not-added');
  let written = '';
  let carryIn = 0;
  for (const step of problem.steps) {
    const total = step.digit1 + step.digit2 + (ignoresCarry ? 0 : carryIn);
    const last = step.columnPosition === columns - 1;
    // The last column has nowhere to carry to, so every child writes its whole sum.
    if (bugs.has('whole-column-sum') || last) {
      written = String(total) + written;
      carryIn = 0;
    } else {
      written = String(total % 10) + written;
      carryIn = total >= 10 ? 1 : 0;
    }
    if (!last) {
      const wroteCarry = carryIn === 1 && !bugs.has('carry-dropped');
      entries[`carry.${step.columnPosition + 1}`] = wroteCarry ? '1' : '';
    }
  }
  if (written.length <= columns + 1) {
    for (let position = 0; position <= columns; position++) {
      entries[`sum.${position}`] = written[written.length - 1 - position] ?? '';
    }
  }
  return { answer: Number(written), entries };
}

/**
 * Column subtraction with the bugs, on plain digits so that long division can use it for
 * its subtract rows. Null when the procedure breaks down.
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
  for (let column = 0; column < columns; column++) {
    const top = tops[column]!;
    const blank = column >= bottomColumns;
    const bottom = blank ? (bugs.has('blank-as-one') ? 1 : 0) : digitAt(subtrahend, column);
    if (top >= bottom) {
      digits.push(top - bottom);
      continue;
    }
    if (bugs.has('smaller-from-larger')) {
      digits.push(bottom - top);
      continue;
    }
    if (bugs.has('zero-minus-n') && top === 0) {
      digits.push(bottom);
      continue;
    }
    digits.push(top + 10 - bottom);
    if (bugs.has('borrow-no-decrement')) continue;
    let lender = column + 1;
    if (lender >= columns) return null;
    if (tops[lender] === 0 && bugs.has('borrow-across-zero-stops')) {
      tops[lender] = 9;
      continue;
    }
    // A zero has nothing to lend: it becomes 9 and the borrow goes on to the next digit.
    while (tops[lender] === 0) {
      tops[lender] = 9;
      lender++;
      if (lender >= columns) return null;
    }
    tops[lender]!--;
  }
  const difference = digits.reduceRight((value, digit) => value * 10 + digit, 0);
  return { difference, digits, tops };
}

function subtractionWork(problem: SubtractionProblem, bugs: Bugs): BuggyWork[] {
  const result = subtractWithBugs(problem.minuend, problem.subtrahend, bugs);
  if (!result) return [];
  const entries: Record<string, string> = {};
  const significant = digitCount(result.difference);
  result.digits.forEach((digit, column) => {
    // Leading zeros stay blank, as the grid lets a child leave them.
    entries[`difference.${column}`] = column < significant ? String(digit) : '';
    if (column > 0) {
      const original = digitAt(problem.minuend, column);
      const top = result.tops[column]!;
      // A helper box holding 0 may stay blank, as in the correct grid.
      entries[`borrow.${column}`] = top === original || top === 0 ? '' : String(top);
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
    const product = bugs.has('carry-added-before-multiplying')
      ? (multiplicandDigit + carry) * digit
      : multiplicandDigit * digit + (bugs.has('multiplication-carry-ignored') ? 0 : carry);
    if (last) {
      written = String(product) + written;
    } else {
      written = String(product % 10) + written;
      carry = Math.floor(product / 10);
      carries.push(bugs.has('multiplication-carry-ignored') ? 0 : carry);
    }
  });
  return { value: Number(written), carries };
}

function multiplyWithBugs(problem: MultiplicationProblem, bugs: Bugs): BuggyWork[] {
  const rows = problem.partialProducts.map((partial) => {
    const row = multiplyRow(problem.multiplicand, partial.multiplierDigit, bugs);
    const shift = bugs.has('missing-placeholder-zero') ? 0 : partial.position;
    return { ...row, shift, shifted: row.value * 10 ** shift };
  });
  const multi = problem.display === 'multi';
  const rowEntries: Record<string, string> = {};
  rows.forEach((row, index) => {
    const suffix = multi ? `.r${index}` : '';
    row.carries.forEach((carry, j) => {
      rowEntries[`carry${suffix}.${row.shift + j + 1}`] = carry > 0 ? String(carry) : '';
    });
    if (multi) {
      digitsOf(row.shifted).forEach((digit, column) => {
        rowEntries[`partial${suffix}.${column}`] = String(digit);
      });
    }
  });
  // Leaving a row out is a choice: one work per row that could be left out.
  const leftOut =
    bugs.has('partial-product-left-out') && rows.length >= 2 ? rows.map((_, i) => i) : [-1];
  return leftOut.map((skipped) => {
    const answer = rows.reduce(
      (sum, row, index) => (index === skipped ? sum : sum + row.shifted),
      0,
    );
    const entries = { ...rowEntries };
    digitsOf(answer).forEach((digit, column) => {
      entries[`product.${column}`] = String(digit);
    });
    return { answer, entries };
  });
}

type BringDownSlip = { step: number; kind: 'repeat' | 'skip' };

/**
 * Long division with the bugs. The subtraction bugs act in the subtract rows; the
 * choices (which step's digit is too small, which bring-down goes wrong) give one work each.
 */
function divideWithBugs(problem: DivisionProblem, bugs: Bugs): BuggyWork[] {
  const steps = problem.steps.length;
  const tooSmall = bugs.has('quotient-digit-too-small')
    ? problem.steps.map((step) => step.stepNumber)
    : [0];
  const slips: (BringDownSlip | null)[] = bugs.has('wrong-digit-brought-down')
    ? problem.steps
        .filter((step) => step.bringDown !== undefined)
        .flatMap((step) => [
          { step: step.stepNumber, kind: 'repeat' as const },
          { step: step.stepNumber, kind: 'skip' as const },
        ])
    : [null];
  const works: BuggyWork[] = [];
  for (const small of tooSmall) {
    for (const slip of slips) {
      const work = longDivision(problem, bugs, small, slip, steps);
      if (work) works.push(work);
    }
  }
  return works;
}

function longDivision(
  problem: DivisionProblem,
  bugs: Bugs,
  tooSmallStep: number,
  slip: BringDownSlip | null,
  correctSteps: number,
): BuggyWork | null {
  const { divisor } = problem;
  const digits = digitsOf(problem.dividend).reverse();
  const entries: Record<string, string> = {};
  let index = 0;
  let part = 0;
  while (part < divisor) part = part * 10 + digits[index++]!;
  let quotient = '';
  let remainder = 0;
  // Once a step is skipped or a digit is missed, the child's steps no longer line up
  // with the grid's, so only the answer is known from there on.
  let alignedSteps = correctSteps;
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
    if (slip?.step === step && slip.kind === 'skip') {
      index++;
      alignedSteps = Math.min(alignedSteps, step - 1);
    }
    if (index >= digits.length) break;
    const brought =
      slip?.step === step && slip.kind === 'repeat' ? digits[index - 1]! : digits[index]!;
    if (step <= alignedSteps) entries[`bringDown.s${step}.0`] = String(brought);
    part = remainder * 10 + brought;
    index++;
  }
  return { answer: Number(quotient), remainder, entries };
}
