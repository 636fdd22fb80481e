import { digitAt, digitCount } from './digits';
import { answerBox, type Box, helperBox } from './grid';

/** One column of written addition, ones first (docs/product.md). */
export interface AdditionStep {
  stepNumber: number;
  columnPosition: number;
  digit1: number;
  digit2: number;
  /** The digit written under the column. */
  sum: number;
  /** Carried into the next column (0 or 1). */
  carry: number;
  /** Carried in from the previous column (0 or 1). */
  carryReceived: number;
}

export interface AdditionProblem {
  subject: 'addition';
  id: string;
  addend1: number;
  addend2: number;
  sum: number;
  steps: AdditionStep[];
}

export function solveAddition(addend1: number, addend2: number): AdditionProblem {
  const columns = Math.max(digitCount(addend1), digitCount(addend2));
  const steps: AdditionStep[] = [];
  let carryReceived = 0;
  for (let position = 0; position < columns; position++) {
    const digit1 = digitAt(addend1, position);
    const digit2 = digitAt(addend2, position);
    const total = digit1 + digit2 + carryReceived;
    const carry = total >= 10 ? 1 : 0;
    steps.push({
      stepNumber: position + 1,
      columnPosition: position,
      digit1,
      digit2,
      sum: total % 10,
      carry,
      carryReceived,
    });
    carryReceived = carry;
  }
  return {
    subject: 'addition',
    id: `${addend1}+${addend2}`,
    addend1,
    addend2,
    sum: addend1 + addend2,
    steps,
  };
}

/** Carries made while adding, what the curriculum's "carry" rules count. */
export function additionCarries(problem: AdditionProblem): number {
  return problem.steps.reduce((count, step) => count + step.carry, 0);
}

/**
 * Sum boxes under every column plus one extra leading column (which must be 1 when the
 * last column carries, and may stay blank otherwise); a carry box above every column
 * that can receive a carry. Listed column by column from the ones: the digit, then the
 * carry it makes above the next column.
 */
export function additionBoxes(problem: AdditionProblem): Box[] {
  const columns = problem.steps.length;
  const resultDigits = digitCount(problem.sum);
  const boxes: Box[] = [];
  for (let position = 0; position <= columns; position++) {
    boxes.push(
      answerBox(
        'sum',
        position,
        position,
        digitAt(problem.sum, position),
        position >= resultDigits,
        position < columns,
      ),
    );
    if (position + 1 < columns) {
      boxes.push(helperBox('carry', position + 1, problem.steps[position]!.carry === 1 ? 1 : null));
    }
  }
  return boxes;
}
