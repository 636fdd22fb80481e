import {
  type Box,
  digitCount,
  digitsOf,
  factOf,
  operandsOf,
  type Problem,
  SIGNS,
} from '@mathsteps/domain';

/**
 * Where everything of a worked problem sits on paper: operand digits, signs and answer
 * boxes on a grid of equal columns, right-aligned by place value.
 */
export type Cell =
  | { kind: 'digit'; text: string; tone?: number }
  | { kind: 'sign'; text: string }
  /** A whole number in one cell (a long division's divisor), spanning `span` columns. */
  | { kind: 'number'; text: string }
  /**
   * A small name beside a row: a partial product's multiplier digit, or (`remainder`) the
   * remainder's mark, said in the page's language ("R", Spanish "r").
   */
  | { kind: 'label'; text: string; tone?: number; remainder?: true }
  | { kind: 'box'; index: number }
  /** A fact's answer: one field for the whole number, over these boxes (highest place first). */
  | { kind: 'field'; indexes: number[] };

export interface PlacedCell {
  /** Grid column, 1 = leftmost. */
  col: number;
  /** Columns the cell covers, 1 unless told. */
  span?: number;
  cell: Cell;
}

export interface Row {
  cells: PlacedCell[];
  /** Small helper boxes (carries, borrows). */
  helper?: boolean;
  /**
   * Long multiplication: the partial product (0 = ones digit of the multiplier) a row of
   * carries or digits belongs to. The two rows and the multiplier digit share a colour.
   */
  tone?: number;
  /** Draw a rule above this row, over these grid columns (inclusive). */
  rule?: [from: number, to: number];
}

export interface Layout {
  columns: number;
  rows: Row[];
  /** Division: grid columns of the dividend, which the bracket's bar covers. */
  bar?: [from: number, to: number];
  /**
   * Division with the divisor on the right (docs/written-methods.md): grid columns of the
   * divisor, drawn with a line on their left and under them, the answer below the line.
   */
  corner?: [from: number, to: number];
}

/** `shown` leaves out the boxes the paper path does not draw (all drawn without it). */
export function layoutOf(
  problem: Problem,
  boxes: readonly Box[],
  shown: readonly boolean[] = boxes.map(() => true),
): Layout {
  if (factOf(problem)) return factLayout(problem, boxes);
  if (problem.subject !== 'division') return columnLayout(problem, boxes, shown);
  return problem.method === 'divisor-right'
    ? divisorRightLayout(problem, boxes)
    : divisionLayout(problem, boxes);
}

/**
 * A one-fact problem, written on one line as a child writes it: "7 + 5 = [  ]". The problem
 * is one line of text over three columns (wide enough for "144 ÷ 12 ="), the answer field
 * takes two: five columns, 232 px, fit a phone's report card as well as its practice page.
 */
function factLayout(problem: Problem, boxes: readonly Box[]): Layout {
  const [a, b] = operandsOf(problem);
  const text = `${a} ${SIGNS[problem.subject]} ${b} =`;
  return {
    columns: FACT_TEXT_SPAN + FIELD_SPAN,
    rows: [
      {
        cells: [
          { col: 1, span: FACT_TEXT_SPAN, cell: { kind: 'number', text } },
          {
            col: FACT_TEXT_SPAN + 1,
            span: FIELD_SPAN,
            cell: { kind: 'field', indexes: boxes.map((_, index) => index) },
          },
        ],
      },
    ],
  };
}

const FACT_TEXT_SPAN = 3;
const FIELD_SPAN = 2;

/** Addition, subtraction and multiplication: numbers stacked, answers below a rule. */
function columnLayout(
  problem: Exclude<Problem, { subject: 'division' }>,
  boxes: readonly Box[],
  shown: readonly boolean[],
): Layout {
  const [a, b] = operandsOf(problem);
  const drawn = boxes.flatMap((_, index) => (shown[index] ? [index] : []));
  const widest = Math.max(
    digitCount(a),
    digitCount(b),
    ...drawn.map((index) => boxes[index]!.column + 1),
  );
  const columns = widest + 1; // one more for the sign
  const at = (place: number) => columns - place;
  const multi = problem.subject === 'multiplication' && problem.display === 'multi';
  // Long multiplication: each multiplier digit in the colour of its partial product.
  const partials = problem.subject === 'multiplication' ? problem.partialProducts : [];
  const toneOfPlace = new Map(multi ? partials.map((partial, row) => [partial.position, row]) : []);
  const numberRow = (value: number, sign?: string, toned = false): Row => ({
    cells: [
      ...(sign ? [{ col: 1, cell: { kind: 'sign', text: sign } as Cell }] : []),
      ...digitsOf(value).map((digit, place) => ({
        col: at(place),
        cell: {
          kind: 'digit',
          text: String(digit),
          ...(toned && toneOfPlace.has(place) ? { tone: toneOfPlace.get(place) } : {}),
        } as Cell,
      })),
    ],
  });
  const boxRow = (indexes: number[], extra: Partial<Row> = {}): Row => ({
    ...extra,
    cells: [
      // A row of a partial product is named by its multiplier digit, in its colour.
      ...(extra.tone === undefined
        ? []
        : [
            {
              col: 1,
              cell: {
                kind: 'label',
                text: `×${partials[extra.tone]?.multiplierDigit ?? ''}`,
                tone: extra.tone,
              } as Cell,
            },
          ]),
      ...indexes.map((index) => ({
        col: at(boxes[index]!.column),
        cell: { kind: 'box', index } as Cell,
      })),
    ],
  });
  const where = (test: (box: Box) => boolean) =>
    drawn
      .filter((index) => test(boxes[index]!))
      .sort((x, y) => boxes[y]!.column - boxes[x]!.column);
  const full: [number, number] = [1, columns];

  const rows: Row[] = [];
  // Equal additions: the ones paid back sit beside the bottom digits, between the numbers.
  const paidBack = where((box) => box.fieldType === 'payBack');
  const helpers = where((box) => !box.graded && box.fieldType !== 'payBack');
  if (multi) {
    // One carry row per partial product, the first row's carries nearest the numbers.
    const rowsOfCarries = [
      ...new Set(helpers.map((index) => boxes[index]!.partialIndex ?? 0)),
    ].sort((x, y) => y - x);
    for (const row of rowsOfCarries) {
      rows.push(
        boxRow(
          helpers.filter((index) => (boxes[index]!.partialIndex ?? 0) === row),
          { helper: true, tone: row },
        ),
      );
    }
  } else if (helpers.length > 0) {
    rows.push(boxRow(helpers, { helper: true }));
  }
  rows.push(numberRow(a));
  if (paidBack.length > 0) rows.push(boxRow(paidBack, { helper: true }));
  rows.push(numberRow(b, SIGNS[problem.subject], true));
  if (multi) {
    partials.forEach((_, row) => {
      rows.push(
        boxRow(
          where((box) => box.fieldType === 'partial' && box.partialIndex === row),
          row === 0 ? { rule: full, tone: row } : { tone: row },
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

type DivisionProblem = Extract<Problem, { subject: 'division' }>;

/**
 * Long division: the quotient above the bracket, then multiply and subtract rows per step.
 * The divisor is written as one number, and the last subtract row is named R: what is left.
 */
function divisionLayout(problem: DivisionProblem, boxes: readonly Box[]): Layout {
  const divisorDigits = digitCount(problem.divisor);
  const columns = divisorDigits + 1 + digitCount(problem.dividend);
  const at = (place: number) => columns - place;
  const rows: Row[] = [
    {
      cells: boxes.flatMap((box, index) =>
        box.fieldType === 'quotient' ? [{ col: at(box.column), cell: boxCell(index) }] : [],
      ),
    },
    {
      cells: [
        { col: 1, span: divisorDigits, cell: { kind: 'number', text: String(problem.divisor) } },
        { col: divisorDigits + 1, cell: { kind: 'sign', text: ')' } },
        ...dividendCells(problem, at),
      ],
    },
    ...stepRows(problem, boxes, at),
  ];
  return { columns, rows, bar: [divisorDigits + 2, columns] };
}

/**
 * Long division with the divisor on the right (docs/written-methods.md): the dividend on the
 * left with a column for the minus signs before it, the divisor to its right behind the corner
 * line, the quotient's digits under it one beside the other, on the first product's row. The
 * steps below the dividend are the bracket's.
 */
function divisorRightLayout(problem: DivisionProblem, boxes: readonly Box[]): Layout {
  const dividendDigits = digitCount(problem.dividend);
  const right = dividendDigits + 2;
  const width = Math.max(digitCount(problem.divisor), problem.steps.length);
  const columns = right + width - 1;
  const at = (place: number) => dividendDigits + 1 - place;
  const [first, ...rest] = stepRows(problem, boxes, at);
  const quotient = boxes.flatMap((box, index) => (box.fieldType === 'quotient' ? [index] : []));
  const rows: Row[] = [
    {
      cells: [
        ...dividendCells(problem, at),
        // Right after the corner line, as written; the line runs on under the answer's width.
        {
          col: right,
          span: digitCount(problem.divisor),
          cell: { kind: 'number', text: String(problem.divisor) },
        },
      ],
    },
    {
      cells: [
        ...(first?.cells ?? []),
        ...quotient.map((index, digit) => ({ col: right + digit, cell: boxCell(index) })),
      ],
    },
    ...rest,
  ];
  return { columns, rows, corner: [right, columns] };
}

const boxCell = (index: number): Cell => ({ kind: 'box', index });

function dividendCells(problem: DivisionProblem, at: (place: number) => number): PlacedCell[] {
  return digitsOf(problem.dividend).map((digit, place) => ({
    col: at(place),
    cell: { kind: 'digit', text: String(digit) },
  }));
}

/** Each step's product (with its minus sign), then what is left with the digit brought down. */
function stepRows(
  problem: DivisionProblem,
  boxes: readonly Box[],
  at: (place: number) => number,
): Row[] {
  const placed = (index: number): PlacedCell => ({
    col: at(boxes[index]!.column),
    cell: boxCell(index),
  });
  const indexesOf = (step: number, fieldType: Box['fieldType']) =>
    boxes.flatMap((box, index) =>
      box.stepNumber === step && box.fieldType === fieldType ? [index] : [],
    );
  const rows: Row[] = [];
  const lastStep = problem.steps.length;
  for (const step of problem.steps) {
    const multiply = indexesOf(step.stepNumber, 'multiply').map(placed);
    const cols = multiply.map((cell) => cell.col);
    const left = Math.min(...cols) - 1;
    rows.push({
      cells: [{ col: left, cell: { kind: 'sign', text: '−' } }, ...multiply],
    });
    const subtract = indexesOf(step.stepNumber, 'subtract').map(placed);
    rows.push({
      rule: [Math.min(...cols), Math.max(...cols)],
      cells: [
        ...(step.stepNumber === lastStep
          ? [{ col: Math.min(...subtract.map((cell) => cell.col)) - 1, cell: remainder }]
          : []),
        ...subtract,
        ...indexesOf(step.stepNumber, 'bringDown').map(placed),
      ],
    });
  }
  return rows;
}

const remainder: Cell = { kind: 'label', text: 'R', remainder: true };
