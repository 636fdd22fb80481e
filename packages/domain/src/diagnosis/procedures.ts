import type { AdditionProblem } from '../arithmetic/addition';
import { digitAt, digitCount } from '../arithmetic/digits';
import type { Problem } from '../arithmetic/problem';
import type { SubtractionProblem } from '../arithmetic/subtraction';
import { divideWithBugs, multiplyWithBugs } from './buggy-products';
import { type BuggyWork, type Bugs, equalAdditionsWithBugs, subtractWithBugs } from './buggy-work';

export type { BuggyWork } from './buggy-work';

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
        if (column > 0) entries[scratchOf(problem, column)] = '';
        if (column > 0 && problem.method === 'equal-additions')
          entries[`tenAdded.${column - 1}`] = '';
      }
    }
    return [{ answer: sum, entries }];
  }
  if (problem.method === 'equal-additions') return equalAdditionsWork(problem, bugs);
  const result = subtractWithBugs(problem.minuend, problem.subtrahend, bugs);
  if (!result) return [];
  const entries = differenceRow(problem, result.difference, result.digits);
  result.digits.forEach((_, column) => {
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

/** The scratch box a column's borrow or payback is noted in. */
function scratchOf(problem: SubtractionProblem, column: number): string {
  return problem.method === 'equal-additions' ? `payBack.${column}` : `borrow.${column}`;
}

/**
 * The difference row of a child's subtraction. Leading zeros stay blank where the grid lets a
 * child leave them; where the right answer has a digit, the box must be filled, and the child
 * writes 0. A column where the child wrote 10 no longer lines up with the row: none is placed.
 */
function differenceRow(
  problem: SubtractionProblem,
  difference: number,
  digits: readonly number[],
): Record<string, string> {
  const entries: Record<string, string> = {};
  const significant = Math.max(
    digitCount(difference),
    digitCount(problem.minuend - problem.subtrahend),
  );
  if (!digits.every((digit) => digit < 10)) return entries;
  digits.forEach((digit, column) => {
    entries[`difference.${column}`] = column < significant ? String(digit) : '';
  });
  return entries;
}

/** A subtraction by equal additions with the bugs: its difference and its small ones. */
function equalAdditionsWork(problem: SubtractionProblem, bugs: Bugs): BuggyWork[] {
  const result = equalAdditionsWithBugs(problem.minuend, problem.subtrahend, bugs);
  if (!result) return [];
  const entries = differenceRow(problem, result.difference, result.digits);
  for (let column = 0; column + 1 < result.digits.length; column++) {
    entries[`tenAdded.${column}`] = result.tens[column] ? '1' : '';
    entries[`payBack.${column + 1}`] = result.paid[column + 1] ? '1' : '';
  }
  return [{ answer: result.difference, entries }];
}
