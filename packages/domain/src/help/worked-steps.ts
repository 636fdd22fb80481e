import type { AdditionProblem } from '../arithmetic/addition';
import { digitAt, digitCount } from '../arithmetic/digits';
import type { DivisionProblem } from '../arithmetic/division';
import { equalAdditions } from '../arithmetic/equal-additions';
import { type MultiplicationProblem, rowCarries } from '../arithmetic/multiplication';
import type { SchoolMethod, SubtractionMethod } from '../arithmetic/school-method';
import type { SubtractionProblem } from '../arithmetic/subtraction';

/**
 * The steps of a worked problem as numbers, put in words by a teacher's words of either language
 * (teacher-words.ts, teacher-words-es.ts): which sentences a step says is decided here, once;
 * each language's words say them, with the same numbers.
 */

/** A teacher's words in one language, for every subject. */
export interface TeacherWords {
  columns: ColumnWords;
  product: ProductWords;
  quotient: QuotientWords;
}

/** A column's sentences in addition and in both ways of subtracting. */
export interface ColumnWords {
  /** A column's name at the start of its sentence: "Tens". */
  heading: (position: number) => string;
  /** A carry added in: "the carried 1". */
  carried: (carry: number) => string;
  write: (digit: number) => string;
  /** A column over 9: " That is 1 ten and 3 ones: write 3 and carry the 1 to the tens." */
  carryOn: (position: number, carry: number, digit: number) => string;
  /** The last carry, alone in a new column. */
  lastCarry: (position: number) => string;
  /** A column that lent: "The tens are 2 now (3 before, one went to the right). " */
  lentBefore: (position: number, now: number, was: number) => string;
  nothingLeft: (position: number) => string;
  nothingToTake: (position: number, top: number) => string;
  takeAway: (position: number, top: number, bottom: number) => string;
  less: (position: number, top: number, bottom: number) => string;
  /** Borrowing from the next column: its digit `was` lends one. */
  borrowNext: (
    method: SubtractionMethod,
    position: number,
    from: number,
    was: number,
    top: number,
  ) => string;
  /** Borrowing past zeros, from the column `from`. */
  borrowPast: (method: SubtractionMethod, position: number, from: number, was: number) => string;
  /** The take-away after borrowing: "13 − 5 = 8. Write 8." */
  borrowed: (top: number, bottom: number) => string;
  /** Equal additions: the ten added on the right, paid back on this column's bottom digit. */
  paidBack: (position: number, taken: number) => string;
  leadingZero: (position: number, top: number, taken: number) => string;
  tenAdded: (position: number, top: number, taken: number, difference: number) => string;
  /** The ten paid back on the next column, which has no bottom digit (a small 1) or has one. */
  payBackMark: (next: number) => string;
  payBack: (next: number, bottom: number) => string;
}
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

export function additionSteps(problem: AdditionProblem, words: ColumnWords): string[] {
  const steps = problem.steps.map((step) => {
    const terms = [
      ...(step.carryReceived > 0 ? [words.carried(step.carryReceived)] : []),
      String(step.digit1),
      String(step.digit2),
    ];
    const total = step.digit1 + step.digit2 + step.carryReceived;
    const sum = `${words.heading(step.columnPosition)}: ${terms.join(' + ')} = ${total}.`;
    if (step.carry === 0) return `${sum} ${words.write(step.sum)}`;
    return `${sum}${words.carryOn(step.columnPosition, step.carry, step.sum)}`;
  });
  const last = problem.steps.at(-1);
  if (last && last.carry > 0) steps.push(words.lastCarry(last.columnPosition + 1));
  return steps;
}

/**
 * Borrowing, regrouping (US) or exchanging (UK): a ten of the next column changed for ten of this
 * one, passing through any zeros.
 */
export function borrowingSteps(
  problem: SubtractionProblem,
  method: SubtractionMethod,
  words: ColumnWords,
): string[] {
  const tops = problem.steps.map((step) => step.digit1);
  const columns = problem.steps.length;
  const bottomColumns = digitCount(problem.subtrahend);
  return problem.steps.map((step) => {
    const column = step.columnPosition;
    const before = tops[column]!;
    const bottom = column < bottomColumns ? step.digit2 : null;
    const now = before !== step.digit1 ? words.lentBefore(column, before, step.digit1) : '';
    if (bottom === null) {
      if (column === columns - 1 && before === 0) return `${now}${words.nothingLeft(column)}`;
      return `${now}${words.nothingToTake(column, before)}`;
    }
    if (before >= bottom) return `${now}${words.takeAway(column, before, bottom)}`;
    // Too few on top: a ten from the left, passing through any zeros.
    let from = column + 1;
    while (tops[from] === 0) from++;
    const sentences = [`${now}${words.less(column, before, bottom)}`];
    if (from === column + 1) {
      sentences.push(words.borrowNext(method, column, from, tops[from]!, before));
    } else {
      sentences.push(words.borrowPast(method, column, from, tops[from]!));
      for (let zero = column + 1; zero < from; zero++) tops[zero] = 9;
    }
    tops[from]! -= 1;
    sentences.push(words.borrowed(before + 10, bottom));
    return sentences.join(' ');
  });
}

/** Equal additions: ten on top, paid back as one more on the next bottom digit. */
export function equalAdditionsSteps(problem: SubtractionProblem, words: ColumnWords): string[] {
  const columns = equalAdditions(problem);
  return columns.map((each, index) => {
    const taken = (each.bottom ?? 0) + each.paidBack;
    const paid = each.paidBack > 0 ? words.paidBack(each.column, taken) : '';
    if (!each.tenAdded) {
      if (index === columns.length - 1 && each.difference === 0 && index > 0)
        return `${paid}${words.leadingZero(each.column, each.top, taken)}`;
      if (each.bottom === null && each.paidBack === 0)
        return words.nothingToTake(each.column, each.top);
      return `${paid}${words.takeAway(each.column, each.top, taken)}`;
    }
    const nextBottom = columns[each.column + 1]?.bottom ?? null;
    const payBack =
      nextBottom === null
        ? words.payBackMark(each.column + 1)
        : words.payBack(each.column + 1, nextBottom);
    return `${paid}${words.tenAdded(each.column, each.top, taken, each.difference)} ${payBack}`;
  });
}
