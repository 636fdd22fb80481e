import { digitAt, digitCount } from './digits';
import { equalAdditions } from './equal-additions';
import { answerBox, type Box, helperBox } from './grid';
import { InvalidProblemError } from './invalid';

/** One column of written subtraction with borrowing (decomposition), ones first. */
export interface SubtractionStep {
  stepNumber: number;
  columnPosition: number;
  digit1: number;
  digit2: number;
  /** The digit written under the column. */
  difference: number;
  /** This column borrowed ten from the next column (0 or 1). */
  borrow: number;
  /** The previous column borrowed from this one, so its top digit went down by one. */
  borrowReceived: number;
}

export interface SubtractionProblem {
  subject: 'subtraction';
  id: string;
  minuend: number;
  subtrahend: number;
  difference: number;
  steps: SubtractionStep[];
  /**
   * Written by equal additions, as schools of Spain and parts of Latin America teach it
   * (docs/written-methods.md); borrowing when absent. Same answer boxes, other scratch boxes.
   */
  method?: 'equal-additions';
}

/** Refuses a negative result: children's subtraction here never goes below zero (docs/product.md). */
export function solveSubtraction(minuend: number, subtrahend: number): SubtractionProblem {
  if (!Number.isSafeInteger(minuend) || !Number.isSafeInteger(subtrahend) || subtrahend < 0) {
    throw new InvalidProblemError('Subtraction needs two whole numbers');
  }
  if (minuend < subtrahend)
    throw new InvalidProblemError('The minuend is less than the subtrahend');
  const steps: SubtractionStep[] = [];
  let borrowReceived = 0;
  for (let position = 0; position < digitCount(minuend); position++) {
    const digit1 = digitAt(minuend, position);
    const digit2 = digitAt(subtrahend, position);
    const top = digit1 - borrowReceived;
    const borrow = top < digit2 ? 1 : 0;
    steps.push({
      stepNumber: position + 1,
      columnPosition: position,
      digit1,
      digit2,
      difference: top + 10 * borrow - digit2,
      borrow,
      borrowReceived,
    });
    borrowReceived = borrow;
  }
  return {
    subject: 'subtraction',
    id: `${minuend}-${subtrahend}`,
    minuend,
    subtrahend,
    difference: minuend - subtrahend,
    steps,
  };
}

export function subtractionBorrows(problem: SubtractionProblem): number {
  return problem.steps.reduce((count, step) => count + step.borrow, 0);
}

/** A borrow passed through a zero in the top number (503 - 278: the tens 0 becomes 9). */
export function borrowsAcrossZero(problem: SubtractionProblem): boolean {
  return problem.steps.some((step) => step.digit1 === 0 && step.borrowReceived === 1);
}

/**
 * Difference boxes under every column of the minuend (leading zeros may stay blank), and
 * a borrow box above every column that can be borrowed from, holding that column's top
 * digit after the borrow (a crossed-out 0 becomes 9). Borrow boxes are not graded.
 * Listed column by column from the ones: the borrow box above the next column first
 * (where a borrow is written before the column is subtracted), then the difference.
 */
export function subtractionBoxes(problem: SubtractionProblem): Box[] {
  if (problem.method === 'equal-additions') return equalAdditionsBoxes(problem);
  const columns = problem.steps.length;
  const resultDigits = digitCount(problem.difference);
  const boxes: Box[] = [];
  for (let position = 0; position < columns; position++) {
    const next = problem.steps[position + 1];
    if (next) {
      const reduced = next.digit1 - 1;
      boxes.push(
        helperBox(
          'borrow',
          position + 1,
          next.borrowReceived === 0 ? null : reduced < 0 ? 9 : reduced,
        ),
      );
    }
    boxes.push(
      answerBox(
        'difference',
        position,
        position,
        problem.steps[position]!.difference,
        position >= resultDigits,
        position < resultDigits,
      ),
    );
  }
  return boxes;
}

/**
 * Equal additions (docs/written-methods.md): the same difference boxes, and instead of a
 * borrow box, two scratch boxes per column that can need a ten: the small 1 added in front
 * of its top digit, and the 1 paid back beside the bottom digit of the next column. Listed
 * in the order a child writes them: the ten added, the one paid back, then the difference.
 */
function equalAdditionsBoxes(problem: SubtractionProblem): Box[] {
  const columns = equalAdditions(problem);
  const resultDigits = digitCount(problem.difference);
  const boxes: Box[] = [];
  for (const each of columns) {
    const next = columns[each.column + 1];
    if (next) {
      boxes.push(helperBox('tenAdded', each.column, each.tenAdded ? 1 : null));
      boxes.push(helperBox('payBack', each.column + 1, next.paidBack === 1 ? 1 : null));
    }
    boxes.push(
      answerBox(
        'difference',
        each.column,
        each.column,
        each.difference,
        each.column >= resultDigits,
        each.column < resultDigits,
      ),
    );
  }
  return boxes;
}
