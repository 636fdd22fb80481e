import { digitAt, digitCount } from '../arithmetic/digits';
import { equalAdditions } from '../arithmetic/equal-additions';
import type { Fact } from '../arithmetic/facts';
import type { Box } from '../arithmetic/grid';
import type { MultiplicationProblem } from '../arithmetic/multiplication';
import { factOf, type Problem } from '../arithmetic/problem';

/**
 * The worked step behind one answer box, as numbers: what "Show me how" puts in words.
 * Each is read off the problem's worked steps (docs/product.md), never recomputed from the
 * child's entries, so an explanation always holds the right numbers.
 */
export type Hint =
  /** A problem that is one number fact: explained by a thinking strategy (fact-strategy.ts). */
  | { kind: 'fact'; fact: Fact }
  /** A column of an addition, or of the rows of a long multiplication. */
  | {
      kind: 'add';
      column: number;
      /** The digits written in the column, top first. */
      digits: number[];
      carryIn: number;
      total: number;
      write: number;
      carryOut: number;
      /** Adding the rows of a long multiplication. */
      rows: boolean;
    }
  /** The column left of the last one: only the carry comes down into it. */
  | { kind: 'carry-down'; column: number; carry: number }
  | {
      kind: 'subtract';
      column: number;
      /** The top digit as written. */
      top: number;
      /** The column lent a ten to the column on its right. */
      lent: boolean;
      /** The bottom digit; null where the bottom number has none. */
      bottom: number | null;
      /** The column borrowed a ten from the column on its left. */
      borrowed: boolean;
      difference: number;
    }
  /**
   * A column of a subtraction by equal additions (docs/written-methods.md): its top digit as
   * printed, with ten added when too small; its bottom digit with the one paid back.
   */
  | {
      kind: 'equal-additions';
      column: number;
      top: number;
      /** The bottom digit as printed; null where the bottom number has none. */
      bottom: number | null;
      /** The column on the right added ten, so one is paid back here, below. */
      paidBack: boolean;
      /** This column's top digit was too small: ten is added to it. */
      tenAdded: boolean;
      difference: number;
    }
  /** One digit of the multiplicand times one digit of the multiplier, with the carry. */
  | {
      kind: 'multiply';
      column: number;
      /** The partial product row (long multiplication), else undefined. */
      row: number | undefined;
      digit: number;
      by: number;
      carryIn: number;
      total: number;
      write: number;
      carryOut: number;
    }
  /** A row for a tens (hundreds ...) digit of the multiplier starts with zeros. */
  | { kind: 'placeholder'; column: number; row: number | undefined; by: number; place: number }
  /** A leading box the answer does not reach: it stays empty. */
  | { kind: 'empty'; column: number }
  /** One step of long division. */
  | {
      kind: 'divide';
      step: number;
      part: number;
      divisor: number;
      quotientDigit: number;
      multiply: number;
      subtract: number;
      bringDown: number | undefined;
      last: boolean;
    };

/** The worked step for a graded box of the problem's grid. */
export function hintFor(problem: Problem, box: Box): Hint {
  const fact = factOf(problem);
  if (fact) return { kind: 'fact', fact };
  switch (problem.subject) {
    case 'addition': {
      const step = problem.steps[box.column];
      if (!step) {
        const carry = problem.steps.at(-1)?.carry ?? 0;
        return carry > 0
          ? { kind: 'carry-down', column: box.column, carry }
          : { kind: 'empty', column: box.column };
      }
      const digits = [step.digit1];
      if (box.column < digitCount(problem.addend2)) digits.push(step.digit2);
      return {
        kind: 'add',
        column: box.column,
        digits,
        carryIn: step.carryReceived,
        total: step.digit1 + step.digit2 + step.carryReceived,
        write: step.sum,
        carryOut: step.carry,
        rows: false,
      };
    }
    case 'subtraction': {
      // A leading 0 of the difference is not written.
      if (box.column >= digitCount(problem.difference))
        return { kind: 'empty', column: box.column };
      if (problem.method === 'equal-additions') {
        const column = equalAdditions(problem)[box.column]!;
        return {
          kind: 'equal-additions',
          column: box.column,
          top: column.top,
          bottom: column.bottom,
          paidBack: column.paidBack === 1,
          tenAdded: column.tenAdded,
          difference: column.difference,
        };
      }
      const step = problem.steps[box.column]!;
      const hint: Hint = {
        kind: 'subtract',
        column: box.column,
        top: step.digit1,
        lent: step.borrowReceived === 1,
        bottom: box.column < digitCount(problem.subtrahend) ? step.digit2 : null,
        borrowed: step.borrow === 1,
        difference: step.difference,
      };
      return hint;
    }
    case 'multiplication':
      return box.fieldType === 'product' && problem.display === 'multi'
        ? addRows(problem, box.column)
        : multiplyHint(problem, box);
    case 'division': {
      const step = problem.steps[(box.stepNumber ?? 1) - 1]!;
      return {
        kind: 'divide',
        step: step.stepNumber,
        part: step.dividendPart,
        divisor: problem.divisor,
        quotientDigit: step.quotientDigit,
        multiply: step.multiply,
        subtract: step.subtract,
        bringDown: step.bringDown,
        last: step.bringDown === undefined,
      };
    }
  }
}

/** A box of a multiplication row: the one partial product it belongs to ('single': the only one). */
function multiplyHint(problem: MultiplicationProblem, box: Box): Hint {
  const { column } = box;
  const row = problem.display === 'multi' ? box.partialIndex : undefined;
  const partial = problem.partialProducts[box.partialIndex ?? 0];
  const value = partial?.value ?? 0;
  if (!partial || column >= digitCount(value)) {
    // Times 0, or past the row's digits.
    return column === 0
      ? {
          kind: 'multiply',
          column,
          row,
          digit: digitAt(problem.multiplicand, 0),
          by: partial?.multiplierDigit ?? 0,
          carryIn: 0,
          total: 0,
          write: 0,
          carryOut: 0,
        }
      : { kind: 'empty', column };
  }
  if (column < partial.position) {
    return {
      kind: 'placeholder',
      column,
      row,
      by: partial.multiplierDigit,
      place: partial.position,
    };
  }
  const places = digitCount(problem.multiplicand);
  let carryIn = 0;
  for (let j = 0; j < column - partial.position; j++) {
    carryIn = Math.floor(
      (digitAt(problem.multiplicand, j) * partial.multiplierDigit + carryIn) / 10,
    );
  }
  const j = column - partial.position;
  if (j >= places) return { kind: 'carry-down', column, carry: carryIn };
  const digit = digitAt(problem.multiplicand, j);
  const total = digit * partial.multiplierDigit + carryIn;
  return {
    kind: 'multiply',
    column,
    row,
    digit,
    by: partial.multiplierDigit,
    carryIn,
    total,
    write: total % 10,
    carryOut: Math.floor(total / 10),
  };
}

/** A column of the product of a long multiplication: the rows' digits added, with the carry. */
function addRows(problem: MultiplicationProblem, column: number): Hint {
  if (column >= digitCount(problem.product)) return { kind: 'empty', column };
  let carryIn = 0;
  let digits: number[] = [];
  for (let c = 0; c <= column; c++) {
    if (c > 0) carryIn = Math.floor((digits.reduce((sum, d) => sum + d, 0) + carryIn) / 10);
    digits = problem.partialProducts
      .filter((partial) => c < digitCount(partial.value))
      .map((partial) => digitAt(partial.value, c));
  }
  if (digits.length === 0) return { kind: 'carry-down', column, carry: carryIn };
  const total = digits.reduce((sum, d) => sum + d, 0) + carryIn;
  return {
    kind: 'add',
    column,
    digits,
    carryIn,
    total,
    write: total % 10,
    carryOut: Math.floor(total / 10),
    rows: true,
  };
}
