import { digitsOf } from './digits';
import { answerBox, type Box, type FieldType } from './grid';
import { InvalidProblemError } from './invalid';

/** One step of long division (docs/product.md). */
export interface DivisionStep {
  stepNumber: number;
  /** The number being divided in this step: 47 in 476 / 6. */
  dividendPart: number;
  quotientDigit: number;
  /** quotientDigit x divisor, written under the part. */
  multiply: number;
  /** dividendPart - multiply. */
  subtract: number;
  /** The next dividend digit brought down beside the difference; absent on the last step. */
  bringDown?: number;
  /** Column (from the right of the dividend) where the part ends and the quotient digit sits. */
  column: number;
}

export interface DivisionProblem {
  subject: 'division';
  id: string;
  dividend: number;
  divisor: number;
  quotient: number;
  remainder: number;
  steps: DivisionStep[];
  /**
   * Drawn with the divisor to the right of the dividend and the answer under it, as schools
   * of Spain and most of South America write it (docs/written-methods.md); the US bracket when
   * absent. The boxes, their order and their grading are the same.
   */
  method?: 'divisor-right';
}

/** Refused: a divisor of 0, not a whole number, or larger than the dividend (docs/product.md). */
export function solveDivision(dividend: number, divisor: number): DivisionProblem {
  if (!Number.isSafeInteger(dividend) || !Number.isSafeInteger(divisor) || dividend < 0) {
    throw new InvalidProblemError('Division needs two whole numbers');
  }
  if (divisor === 0) throw new InvalidProblemError('The divisor is 0');
  if (divisor < 0 || divisor > dividend)
    throw new InvalidProblemError('The divisor is larger than the dividend');

  const digits = digitsOf(dividend).reverse();
  const steps: DivisionStep[] = [];
  let index = 0;
  let part = 0;
  // Start with the smallest leading part that the divisor goes into.
  while (part < divisor) part = part * 10 + digits[index++]!;
  for (;;) {
    const quotientDigit = Math.floor(part / divisor);
    const multiply = quotientDigit * divisor;
    const subtract = part - multiply;
    const bringDown = digits[index];
    steps.push({
      stepNumber: steps.length + 1,
      dividendPart: part,
      quotientDigit,
      multiply,
      subtract,
      ...(bringDown === undefined ? {} : { bringDown }),
      column: digits.length - index,
    });
    if (bringDown === undefined) break;
    part = subtract * 10 + bringDown;
    index++;
  }
  return {
    subject: 'division',
    id: `${dividend}/${divisor}`,
    dividend,
    divisor,
    quotient: Math.floor(dividend / divisor),
    remainder: dividend % divisor,
    steps,
  };
}

export function hasZeroInQuotient(problem: DivisionProblem): boolean {
  return problem.steps.some((step) => step.quotientDigit === 0);
}

/**
 * Per step: the quotient digit above the dividend, the multiply row and the subtract row
 * (each from its highest digit), and the digit brought down. All are graded and required.
 */
export function divisionBoxes(problem: DivisionProblem): Box[] {
  const boxes: Box[] = [];
  const add = (
    stepNumber: number,
    fieldType: FieldType,
    column: number,
    position: number,
    expected: number,
  ) =>
    boxes.push(
      answerBox(fieldType, column, position, expected, false, true, undefined, stepNumber),
    );
  for (const step of problem.steps) {
    const n = step.stepNumber;
    add(n, 'quotient', step.column, step.column, step.quotientDigit);
    const multiply = digitsOf(step.multiply);
    for (let k = multiply.length - 1; k >= 0; k--)
      add(n, 'multiply', step.column + k, k, multiply[k]!);
    const subtract = digitsOf(step.subtract);
    for (let k = subtract.length - 1; k >= 0; k--)
      add(n, 'subtract', step.column + k, k, subtract[k]!);
    if (step.bringDown !== undefined) add(n, 'bringDown', step.column - 1, 0, step.bringDown);
  }
  return boxes;
}
