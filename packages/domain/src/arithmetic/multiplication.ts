import { digitAt, digitCount } from './digits';
import { answerBox, type Box, helperBox } from './grid';

export interface PartialProduct {
  multiplierDigit: number;
  /** Position of that digit in the multiplier (0 = ones): the row's placeholder zeros. */
  position: number;
  /** The number written on the row, placeholder zeros included: 23 x 40 -> 920. */
  value: number;
}

export type MultiplicationDifficulty = 'easy' | 'medium' | 'hard';

export interface MultiplicationProblem {
  subject: 'multiplication';
  id: string;
  multiplicand: number;
  multiplier: number;
  product: number;
  /** One per non-zero multiplier digit, ones first (docs/product.md). */
  partialProducts: PartialProduct[];
  /** 'multi' draws one row per partial product and a product row; 'single' one row. */
  display: 'single' | 'multi';
  /** 1-10 (docs/product.md). */
  difficultyScore: number;
  difficulty: MultiplicationDifficulty;
}

/** Carries while multiplying the multiplicand by one digit, into columns 1, 2, ... */
export function rowCarries(multiplicand: number, digit: number): number[] {
  const carries: number[] = [];
  let carry = 0;
  for (let j = 0; j < digitCount(multiplicand) - 1; j++) {
    carry = Math.floor((digitAt(multiplicand, j) * digit + carry) / 10);
    carries.push(carry);
  }
  return carries;
}

function hasCarry(multiplicand: number, digit: number): boolean {
  let carry = 0;
  for (let rest = multiplicand; rest >= 10; rest = Math.floor(rest / 10)) {
    carry = Math.floor(((rest % 10) * digit + carry) / 10);
    if (carry > 0) return true;
  }
  return false;
}

export function difficultyOf(score: number): MultiplicationDifficulty {
  return score <= 3 ? 'easy' : score <= 7 ? 'medium' : 'hard';
}

export function solveMultiplication(
  multiplicand: number,
  multiplier: number,
): MultiplicationProblem {
  const partialProducts: PartialProduct[] = [];
  for (let position = 0; position < digitCount(multiplier); position++) {
    const multiplierDigit = digitAt(multiplier, position);
    if (multiplierDigit !== 0) {
      partialProducts.push({
        multiplierDigit,
        position,
        value: multiplicand * multiplierDigit * 10 ** position,
      });
    }
  }
  const carries = partialProducts.some((partial) =>
    hasCarry(multiplicand, partial.multiplierDigit),
  );
  // Digits to handle, plus one for carrying: 1-digit facts are 1-2, a 6-digit by 4-digit 10.
  const difficultyScore = Math.min(
    10,
    Math.max(1, digitCount(multiplicand) + digitCount(multiplier) - 1 + (carries ? 1 : 0)),
  );
  return {
    subject: 'multiplication',
    id: `${multiplicand}x${multiplier}`,
    multiplicand,
    multiplier,
    product: multiplicand * multiplier,
    partialProducts,
    display: partialProducts.length >= 2 ? 'multi' : 'single',
    difficultyScore,
    difficulty: difficultyOf(difficultyScore),
  };
}

export function multiplicationCarries(problem: MultiplicationProblem): number {
  return problem.partialProducts.reduce(
    (count, partial) =>
      count + rowCarries(problem.multiplicand, partial.multiplierDigit).filter((c) => c > 0).length,
    0,
  );
}

/** Carry boxes of one row: above multiplicand columns 1.., shifted by the row's position. */
function carryBoxes(
  problem: MultiplicationProblem,
  partial: PartialProduct,
  row: number | undefined,
): Box[] {
  const boxes: Box[] = [];
  let carry = 0;
  let rest = problem.multiplicand;
  for (let column = partial.position + 1; rest >= 10; column++) {
    carry = Math.floor(((rest % 10) * partial.multiplierDigit + carry) / 10);
    rest = Math.floor(rest / 10);
    boxes.push(helperBox('carry', column, carry > 0 ? carry : null, row));
  }
  return boxes;
}

/** One row of digit boxes from the ones, each followed by the carry it makes. */
function pushRow(
  boxes: Box[],
  fieldType: 'partial' | 'product',
  value: number,
  columns: number,
  carries: Box[],
  index: number | undefined,
): void {
  const digits = digitCount(value);
  const firstCarryColumn = carries[0]?.column ?? 0;
  let rest = value;
  for (let column = 0; column < columns; column++) {
    boxes.push(
      answerBox(fieldType, column, column, rest % 10, column >= digits, column < digits, index),
    );
    rest = Math.floor(rest / 10);
    const carry = carries[column + 1 - firstCarryColumn];
    if (carry) boxes.push(carry);
  }
}

/**
 * 'single': the product row, with carry boxes. 'multi': a row per partial product (its
 * placeholder zeros included, graded), each with its carry boxes, then the product row.
 * Rows are one box wider than the digits can need, and leading positions may stay blank.
 * Listed row by row from the ones, a digit then the carry it makes; partials, then product.
 */
export function multiplicationBoxes(problem: MultiplicationProblem): Box[] {
  const boxes: Box[] = [];
  const multiplicandDigits = digitCount(problem.multiplicand);
  const productColumns = multiplicandDigits + digitCount(problem.multiplier);
  const partials = problem.partialProducts;
  if (problem.display === 'multi') {
    for (let index = 0; index < partials.length; index++) {
      const partial = partials[index]!;
      const columns = partial.position + multiplicandDigits + 1;
      pushRow(boxes, 'partial', partial.value, columns, carryBoxes(problem, partial, index), index);
    }
    pushRow(boxes, 'product', problem.product, productColumns, [], undefined);
  } else {
    const carries = partials[0] ? carryBoxes(problem, partials[0], undefined) : [];
    pushRow(boxes, 'product', problem.product, productColumns, carries, undefined);
  }
  return boxes;
}
