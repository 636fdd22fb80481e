import { digitAt, digitCount } from './digits';
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
