import { type Box, digitCount, digitsOf, operandsOf, type Problem, SIGNS } from '@mathsteps/domain';

/**
 * Where everything of a worked problem sits on paper: operand digits, signs and answer
 * boxes on a grid of equal columns, right-aligned by place value.
 */
export type Cell =
  | { kind: 'digit'; text: string }
  | { kind: 'sign'; text: string }
  | { kind: 'box'; index: number };

export interface PlacedCell {
  /** Grid column, 1 = leftmost. */
  col: number;
  cell: Cell;
}

export interface Row {
  cells: PlacedCell[];
  /** Small helper boxes (carries, borrows). */
  helper?: boolean;
  /** Draw a rule above this row, over these grid columns (inclusive). */
  rule?: [from: number, to: number];
}

export interface Layout {
  columns: number;
  rows: Row[];
  /** Division: grid columns of the dividend, which the bracket's bar covers. */
  bar?: [from: number, to: number];
}

export function layoutOf(problem: Problem, boxes: readonly Box[]): Layout {
  return problem.subject === 'division'
    ? divisionLayout(problem, boxes)
    : columnLayout(problem, boxes);
}

/** Addition, subtraction and multiplication: numbers stacked, answers below a rule. */
function columnLayout(
  problem: Exclude<Problem, { subject: 'division' }>,
  boxes: readonly Box[],
): Layout {
  const [a, b] = operandsOf(problem);
  const widest = Math.max(digitCount(a), digitCount(b), ...boxes.map((box) => box.column + 1));
  const columns = widest + 1; // one more for the sign
  const at = (place: number) => columns - place;
  const numberRow = (value: number, sign?: string): Row => ({
    cells: [
      ...(sign ? [{ col: 1, cell: { kind: 'sign', text: sign } as Cell }] : []),
      ...digitsOf(value).map((digit, place) => ({
        col: at(place),
        cell: { kind: 'digit', text: String(digit) } as Cell,
      })),
    ],
  });
  const boxRow = (indexes: number[], extra: Partial<Row> = {}): Row => ({
    ...extra,
    cells: indexes.map((index) => ({
      col: at(boxes[index]!.column),
      cell: { kind: 'box', index },
    })),
  });
  const where = (test: (box: Box) => boolean) =>
    boxes
      .flatMap((box, index) => (test(box) ? [index] : []))
      .sort((x, y) => boxes[y]!.column - boxes[x]!.column);
  const full: [number, number] = [1, columns];

  const rows: Row[] = [];
  const helpers = where((box) => !box.graded);
  if (problem.subject === 'multiplication' && problem.display === 'multi') {
    // One carry row per partial product, the first row's carries nearest the numbers.
    const rowsOfCarries = [
      ...new Set(helpers.map((index) => boxes[index]!.partialIndex ?? 0)),
    ].sort((x, y) => y - x);
    for (const row of rowsOfCarries) {
      rows.push(
        boxRow(
          helpers.filter((index) => (boxes[index]!.partialIndex ?? 0) === row),
          { helper: true },
        ),
      );
    }
  } else if (helpers.length > 0) {
    rows.push(boxRow(helpers, { helper: true }));
  }
  rows.push(numberRow(a), numberRow(b, SIGNS[problem.subject]));
  if (problem.subject === 'multiplication' && problem.display === 'multi') {
    problem.partialProducts.forEach((_, row) => {
      rows.push(
        boxRow(
          where((box) => box.fieldType === 'partial' && box.partialIndex === row),
          row === 0 ? { rule: full } : {},
        ),
      );
    });
    rows.push(
      boxRow(
        where((box) => box.fieldType === 'product'),
        { rule: full },
      ),
    );
  } else {
    rows.push(
      boxRow(
        where((box) => box.graded),
        { rule: full },
      ),
    );
  }
  return { columns, rows };
}

/** Long division: the quotient above the bracket, then multiply and subtract rows per step. */
function divisionLayout(
  problem: Extract<Problem, { subject: 'division' }>,
  boxes: readonly Box[],
): Layout {
  const divisorDigits = digitCount(problem.divisor);
  const dividendDigits = digitCount(problem.dividend);
  const columns = divisorDigits + 1 + dividendDigits;
  const at = (place: number) => columns - place;
  const placed = (index: number): PlacedCell => ({
    col: at(boxes[index]!.column),
    cell: { kind: 'box', index },
  });
  const indexesOf = (step: number, fieldType: Box['fieldType']) =>
    boxes.flatMap((box, index) =>
      box.stepNumber === step && box.fieldType === fieldType ? [index] : [],
    );

  const rows: Row[] = [
    { cells: boxes.flatMap((box, index) => (box.fieldType === 'quotient' ? [placed(index)] : [])) },
    {
      cells: [
        ...digitsOf(problem.divisor).map((digit, place) => ({
          col: divisorDigits - place,
          cell: { kind: 'digit', text: String(digit) } as Cell,
        })),
        { col: divisorDigits + 1, cell: { kind: 'sign', text: ')' } },
        ...digitsOf(problem.dividend).map((digit, place) => ({
          col: at(place),
          cell: { kind: 'digit', text: String(digit) } as Cell,
        })),
      ],
    },
  ];
  for (const step of problem.steps) {
    const multiply = indexesOf(step.stepNumber, 'multiply').map(placed);
    const cols = multiply.map((cell) => cell.col);
    rows.push({
      cells: [{ col: Math.min(...cols) - 1, cell: { kind: 'sign', text: '−' } }, ...multiply],
    });
    rows.push({
      rule: [Math.min(...cols), Math.max(...cols)],
      cells: [
        ...indexesOf(step.stepNumber, 'subtract'),
        ...indexesOf(step.stepNumber, 'bringDown'),
      ].map(placed),
    });
  }
  return { columns, rows, bar: [divisorDigits + 2, columns] };
}
