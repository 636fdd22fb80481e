import { digitAt, digitCount } from './digits';
import { answerBox, type Box, type FieldType } from './grid';
import type { Subject } from './subject';

/**
 * Number facts (decision 0010, decision 0010): one step of arithmetic a child comes to know by
 * heart: 7 + 5, 15 - 8, 7 x 8, 56 / 7. A problem whose whole answer is one fact is typed as
 * the number is written, left to right, in one field; every other problem is worked in its
 * grid on the paper path.
 *
 * The facts of each operation: addition and subtraction within one column (0 + 0 to 9 + 9,
 * and their inverses, 0 - 0 to 18 - 9), multiplication and division to 12 x 12 (quotients from 1; the tables
 * the curriculum's first four levels practice).
 */
export interface Fact {
  operation: Subject;
  /** The numbers as written: 15 and 8 in 15 - 8, 56 and 7 in 56 / 7. */
  a: number;
  b: number;
}

/** Largest number of each table: 9 for one column of + and -, 12 for x and /. */
export const FACT_TABLE_MAX: Record<Subject, number> = {
  addition: 9,
  subtraction: 9,
  multiplication: 12,
  division: 12,
};

/**
 * How many digits the answer field of each operation takes: the longest answer of its facts
 * (18, 144, 12), and at least 2, so the field never tells that an answer has one digit.
 */
export const FACT_ANSWER_WIDTH: Record<Subject, number> = {
  addition: 2,
  subtraction: 2,
  multiplication: 3,
  division: 2,
};

const SYMBOLS: Record<Subject, string> = {
  addition: '+',
  subtraction: '-',
  multiplication: 'x',
  division: '/',
};

/** The name a fact goes by on the wire and in the report: "7+5", "15-8", "7x8", "56/7". */
export function factKey(fact: Fact): string {
  return `${fact.a}${SYMBOLS[fact.operation]}${fact.b}`;
}

/** Reads a fact's name back; undefined for anything that is not a fact of its table. */
export function parseFactKey(key: string): Fact | undefined {
  const match = /^(\d{1,3})([-+x/])(\d{1,2})$/.exec(key);
  if (!match) return undefined;
  const operation = (Object.keys(SYMBOLS) as Subject[]).find((each) => SYMBOLS[each] === match[2])!;
  const fact = { operation, a: Number(match[1]), b: Number(match[3]) };
  return isFact(fact) && factKey(fact) === key ? fact : undefined;
}

export function factAnswer({ operation, a, b }: Fact): number {
  switch (operation) {
    case 'addition':
      return a + b;
    case 'subtraction':
      return a - b;
    case 'multiplication':
      return a * b;
    case 'division':
      return a / b;
  }
}

/** Whether two numbers make a fact of the operation's table. */
export function isFact({ operation, a, b }: Fact): boolean {
  if (!Number.isInteger(a) || !Number.isInteger(b) || a < 0 || b < 0) return false;
  const max = FACT_TABLE_MAX[operation];
  switch (operation) {
    case 'addition':
    case 'multiplication':
      return a <= max && b <= max;
    case 'subtraction':
      return b <= max && a >= b && a - b <= max;
    case 'division':
      // 0 / 7 is no problem of ours: a divisor larger than the dividend is refused (docs/product.md).
      return b >= 1 && b <= max && a % b === 0 && a >= b && a / b <= max;
  }
}

/** The operation's facts, in table order (by the first number of the table, then the second). */
export function factsOf(operation: Subject): Fact[] {
  const max = FACT_TABLE_MAX[operation];
  const facts: Fact[] = [];
  for (let x = 0; x <= max; x++) {
    for (let y = 0; y <= max; y++) {
      const fact = factAt(operation, x, y);
      if (fact) facts.push(fact);
    }
  }
  return facts;
}

/**
 * A table of facts as a map shows it (decision 0010): rows and columns 0 to the table's
 * largest number. Addition and multiplication by their two numbers; subtraction by the number
 * taken away and the difference (15 - 8 sits in row 8, column 7); division by the divisor
 * and the quotient (56 / 7 in row 7, column 8). Undefined where no fact of the table is.
 */
export function factAt(operation: Subject, row: number, column: number): Fact | undefined {
  const fact: Fact =
    operation === 'subtraction'
      ? { operation, a: row + column, b: row }
      : operation === 'division'
        ? { operation, a: row * column, b: row }
        : { operation, a: row, b: column };
  return isFact(fact) ? fact : undefined;
}

/** The answer row a fact is written in: the same field type its grid's answer row has. */
const ANSWER_FIELD: Record<Subject, FieldType> = {
  addition: 'sum',
  subtraction: 'difference',
  multiplication: 'product',
  division: 'quotient',
};

/**
 * A fact's answer field as boxes, from the highest place to the ones (the way it is typed):
 * one digit each, right-aligned by place value, so that grading, the error report and the
 * diagnosis read the typed number as the number it is. Only the ones is required; a place
 * the answer does not reach is right blank (or 0).
 */
export function factBoxes(fact: Fact): Box[] {
  const answer = factAnswer(fact);
  const width = FACT_ANSWER_WIDTH[fact.operation];
  const boxes: Box[] = [];
  for (let column = width - 1; column >= 0; column--) {
    const beyond = column >= digitCount(answer);
    boxes.push(
      answerBox(
        ANSWER_FIELD[fact.operation],
        column,
        column,
        digitAt(answer, column),
        beyond,
        column === 0,
      ),
    );
  }
  return boxes;
}

/**
 * What a number typed into a fact's field puts in each of its boxes (aligned with
 * `factBoxes`): its digits right-aligned, ones in the ones box.
 */
export function factEntries(boxes: readonly Box[], typed: string): string[] {
  return boxes.map((box) => {
    const at = typed.length - 1 - box.column;
    return at >= 0 ? typed[at]! : '';
  });
}
