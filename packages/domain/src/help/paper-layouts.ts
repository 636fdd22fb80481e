import { digitsOf } from '../arithmetic/digits';
import type { DivisionProblem } from '../arithmetic/division';
import { equalAdditions } from '../arithmetic/equal-additions';
import type { SubtractionProblem } from '../arithmetic/subtraction';

/**
 * The two written methods the app's grids do not draw (docs/help-tonight.md "The school's
 * method"), laid out as on paper: cells on rows and columns, left to right. A worked layout
 * has every digit; a blank one only the problem, to be worked on paper.
 */
export interface PaperCell {
  row: number;
  col: number;
  text: string;
  /**
   * `ten`: the small 1 of a ten added to a top digit; `paid`: the small 1 paid back beside a
   * bottom digit; `sign`: the operation's sign; `answer`: a digit of the answer.
   */
  kind?: 'ten' | 'paid' | 'sign' | 'answer';
}

export interface PaperLayout {
  rows: number;
  cols: number;
  cells: PaperCell[];
  /** Rows with a line under them, from one column to another (inclusive). */
  rules: { row: number; from: number; to: number }[];
  /** Long division, divisor on the right: the corner between dividend, divisor and answer. */
  corner?: { col: number; row: number };
}

/** A subtraction by equal additions: the sign in column 0, the digits after it. */
export function equalAdditionsLayout(problem: SubtractionProblem, worked: boolean): PaperLayout {
  const columns = equalAdditions(problem);
  const width = columns.length;
  const colOf = (column: number) => width - column;
  const cells: PaperCell[] = [{ row: 1, col: 0, text: '−', kind: 'sign' }];
  for (const each of columns) {
    const col = colOf(each.column);
    cells.push({ row: 0, col, text: String(each.top) });
    if (each.bottom !== null) cells.push({ row: 1, col, text: String(each.bottom) });
    if (!worked) continue;
    if (each.tenAdded) cells.push({ row: 0, col, text: '1', kind: 'ten' });
    if (each.paidBack) cells.push({ row: 1, col, text: '1', kind: 'paid' });
  }
  if (worked) {
    const answer = String(problem.difference);
    for (const [index, digit] of [...answer].entries()) {
      cells.push({ row: 2, col: width - answer.length + 1 + index, text: digit, kind: 'answer' });
    }
  }
  return { rows: 3, cols: width + 1, cells, rules: [{ row: 1, from: 0, to: width }] };
}

/**
 * Long division with the divisor to the right of the dividend and the answer under the
 * divisor; under the dividend, each step's product (with its minus sign) and what is left
 * with the next digit brought down.
 */
export function divisorRightLayout(problem: DivisionProblem, worked: boolean): PaperLayout {
  const digits = digitsOf(problem.dividend).reverse();
  const n = digits.length;
  // Column 0 holds the minus signs; the dividend's digits are columns 1..n.
  const colOfPlace = (column: number) => n - column;
  const cells: PaperCell[] = digits.map((digit, index) => ({
    row: 0,
    col: index + 1,
    text: String(digit),
  }));
  const divisorCol = n + 2;
  cells.push({ row: 0, col: divisorCol, text: String(problem.divisor) });
  const rules: PaperLayout['rules'] = [];
  let row = 1;
  /** A number written right-aligned with its last digit at the place `column`. */
  const write = (value: number, column: number, kind?: PaperCell['kind']) => {
    const text = String(value);
    for (const [index, digit] of [...text].entries()) {
      cells.push({
        row,
        col: colOfPlace(column) - text.length + 1 + index,
        text: digit,
        ...(kind ? { kind } : {}),
      });
    }
  };
  if (worked) {
    for (const step of problem.steps) {
      write(step.multiply, step.column);
      const width = String(step.multiply).length;
      cells.push({ row, col: colOfPlace(step.column) - width, text: '−', kind: 'sign' });
      rules.push({ row, from: colOfPlace(step.column) - width + 1, to: colOfPlace(step.column) });
      row++;
      if (step.bringDown === undefined) write(step.subtract, step.column);
      else write(step.subtract * 10 + step.bringDown, step.column - 1);
      row++;
    }
    const quotient = String(problem.quotient);
    for (const [index, digit] of [...quotient].entries()) {
      cells.push({ row: 1, col: divisorCol + index, text: digit, kind: 'answer' });
    }
  }
  const cols = Math.max(divisorCol + String(problem.quotient).length, divisorCol + 1);
  return { rows: Math.max(row, 2), cols, cells, rules, corner: { col: divisorCol, row: 0 } };
}
