import { digitAt, digitCount } from '../arithmetic/digits';
import type { DivisionProblem } from '../arithmetic/division';
import { type MultiplicationProblem, rowCarries } from '../arithmetic/multiplication';
import type { SchoolMethod } from '../arithmetic/school-method';

/**
 * The steps of a long multiplication and a long division as numbers, put in words by a teacher's
 * words of either language (teacher-words.ts, teacher-words-es.ts): the same sentences, one
 * language's words each.
 */
export interface ProductWords {
  /** A row of a long multiplication: "Row 2: multiply by the 3 in the tens. ..." */
  row: (index: number, digit: number, position: number) => string;
  /** One digit times the row's digit, with the carry: "3 × 7 = 21, plus ...: write 1 and carry 2." */
  product: (by: number, digit: number, product: number, carryIn: number, write: Write) => string;
  /** The rows added: "Add the rows, ...: 141 + 940 = 1081." */
  addRows: (values: number[], product: number) => string;
}

/** What a step writes: the whole total (the row's last digit), or its ones and a carry. */
export type Write = { total: number } | { ones: number; carry: number };

export interface QuotientWords {
  /** "on top", "under the divisor": where the quotient's digits go in the school's method. */
  where: (method: SchoolMethod) => string;
  none: (divisor: number, part: number, where: string) => string;
  fits: (divisor: number, part: number, digit: number, where: string) => string;
  subtract: (part: number, multiply: number, left: number, divisor: number) => string;
  nothingLeft: string;
  remainder: (left: number) => string;
  bringDown: (digit: number, makes: number) => string;
}

export function multiplicationSteps(problem: MultiplicationProblem, words: ProductWords): string[] {
  const { multiplicand } = problem;
  const steps: string[] = [];
  const rows = problem.partialProducts;
  for (const [index, row] of rows.entries()) {
    const carries = rowCarries(multiplicand, row.multiplierDigit);
    if (rows.length > 1) steps.push(words.row(index, row.multiplierDigit, row.position));
    for (let column = 0; column < digitCount(multiplicand); column++) {
      const digit = digitAt(multiplicand, column);
      const carryIn = column === 0 ? 0 : carries[column - 1]!;
      const product = digit * row.multiplierDigit;
      const total = product + carryIn;
      const last = column === digitCount(multiplicand) - 1;
      const write: Write =
        last || total < 10 ? { total } : { ones: total % 10, carry: Math.floor(total / 10) };
      steps.push(words.product(row.multiplierDigit, digit, product, carryIn, write));
    }
  }
  if (rows.length > 1) {
    steps.push(
      words.addRows(
        rows.map((row) => row.value),
        problem.product,
      ),
    );
  }
  return steps;
}

export function divisionSteps(
  problem: DivisionProblem,
  method: SchoolMethod,
  words: QuotientWords,
): string[] {
  const { divisor } = problem;
  const where = words.where(method);
  return problem.steps.map((step) => {
    const fits =
      step.quotientDigit === 0
        ? words.none(divisor, step.dividendPart, where)
        : words.fits(divisor, step.dividendPart, step.quotientDigit, where);
    const subtract = words.subtract(step.dividendPart, step.multiply, step.subtract, divisor);
    const next =
      step.bringDown === undefined
        ? step.subtract === 0
          ? words.nothingLeft
          : words.remainder(step.subtract)
        : words.bringDown(step.bringDown, step.subtract * 10 + step.bringDown);
    return `${fits} ${subtract} ${next}`;
  });
}
