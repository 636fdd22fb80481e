import {
  boxesOf,
  boxId,
  DEFAULT_SCHOOL_METHOD,
  inSchoolMethod,
  paperPath,
  solve,
} from '@mathsteps/domain';
import { describe, expect, it } from 'vitest';
import { type Cell, layoutOf } from './layout';

const printed = (cells: { cell: Cell }[]) =>
  cells.flatMap(({ cell }) => ('text' in cell ? [`${cell.kind}:${cell.text}`] : []));

describe('the paper layout', () => {
  it('long division writes the divisor as one number and names the remainder R', () => {
    const problem = solve('division', 4761, 23);
    const layout = layoutOf(problem, boxesOf(problem));
    const [, dividendRow] = layout.rows;
    expect(dividendRow!.cells[0]).toEqual({
      col: 1,
      span: 2,
      cell: { kind: 'number', text: '23' },
    });
    const last = layout.rows.at(-1)!;
    expect(printed(last.cells)).toEqual(['label:R']);
    // R stands just left of the remainder's first box.
    const remainderCol = Math.min(
      ...last.cells.filter((c) => c.cell.kind === 'box').map((c) => c.col),
    );
    expect(last.cells[0]!.col).toBe(remainderCol - 1);
  });

  it('long multiplication ties each carry row to its partial product by colour and name', () => {
    const problem = solve('multiplication', 47, 36);
    const boxes = boxesOf(problem);
    const layout = layoutOf(problem, boxes);
    const named = layout.rows.filter((row) => row.tone !== undefined);
    // Two carry rows and two partial rows, each named by its multiplier digit.
    expect(named.map((row) => [row.helper ?? false, row.tone, printed(row.cells)[0]])).toEqual([
      [true, 1, 'label:×3'],
      [true, 0, 'label:×6'],
      [false, 0, 'label:×6'],
      [false, 1, 'label:×3'],
    ]);
    // The multiplier's digits wear the colours of their rows.
    const multiplierRow = layout.rows.find((row) => printed(row.cells).includes('sign:×'))!;
    const digits = multiplierRow.cells.flatMap(({ cell }) => (cell.kind === 'digit' ? [cell] : []));
    expect(digits.map((digit) => [digit.text, digit.tone])).toEqual([
      ['6', 0],
      ['3', 1],
    ]);
  });

  it('draws only the boxes the paper path shows, and narrows to them', () => {
    const problem = solve('addition', 14, 5);
    const boxes = boxesOf(problem);
    const full = layoutOf(problem, boxes);
    const atLevel = layoutOf(problem, boxes, paperPath(problem, boxes, 2).shown);
    const drawn = atLevel.rows.flatMap((row) =>
      row.cells.flatMap(({ cell }) => (cell.kind === 'box' ? [boxId(boxes[cell.index]!)] : [])),
    );
    expect(drawn).toEqual(['sum.1', 'sum.0']);
    expect(atLevel.columns).toBe(full.columns - 1);
  });

  it('writes a fact on one line, its answer one field over all its boxes', () => {
    const problem = solve('multiplication', 12, 7);
    const boxes = boxesOf(problem);
    const [row, ...more] = layoutOf(problem, boxes).rows;
    expect(more).toHaveLength(0);
    expect(row!.cells.map(({ cell }) => ('text' in cell ? cell.text : cell.kind))).toEqual([
      '12 × 7 =',
      'field',
    ]);
    const field = row!.cells.at(-1)!.cell;
    expect(field.kind === 'field' && field.indexes.map((i) => boxId(boxes[i]!))).toEqual([
      'product.2',
      'product.1',
      'product.0',
    ]);
  });

  it('long division with the divisor on the right: the answer under the divisor, the steps below the dividend', () => {
    const bracket = solve('division', 476, 6);
    const problem = inSchoolMethod(bracket, {
      ...DEFAULT_SCHOOL_METHOD,
      division: 'divisor-right',
    });
    const boxes = boxesOf(problem);
    const layout = layoutOf(problem, boxes);
    const ids = (row: { cells: { col: number; cell: Cell }[] }) =>
      row.cells.flatMap(({ col, cell }) =>
        cell.kind === 'box' ? [`${boxId(boxes[cell.index]!)}@${col}`] : [],
      );
    // 476 in columns 2-4 (1 is for the minus signs), 6 behind the corner from column 5.
    const [dividend, first] = layout.rows;
    expect(printed(dividend!.cells)).toEqual(['digit:6', 'digit:7', 'digit:4', 'number:6']);
    expect(layout.corner).toEqual([5, 6]);
    // The first product under 47, the quotient's two digits under the divisor, left to right.
    expect(ids(first!)).toEqual([
      'multiply.s1.1@2',
      'multiply.s1.0@3',
      'quotient.s1.1@5',
      'quotient.s2.0@6',
    ]);
    // Every box is drawn once, and the steps below are the bracket's rows.
    const drawn = layout.rows.flatMap(ids);
    expect(drawn).toHaveLength(boxes.length);
    const bracketRows = layoutOf(bracket, boxesOf(bracket)).rows;
    expect(layout.rows.slice(2).map((row) => row.cells.length)).toEqual(
      bracketRows.slice(3).map((row) => row.cells.length),
    );
  });

  it('subtraction by equal additions: the tens added above, the ones paid back between the numbers', () => {
    const problem = inSchoolMethod(solve('subtraction', 523, 196), {
      ...DEFAULT_SCHOOL_METHOD,
      subtraction: 'equal-additions',
    });
    const boxes = boxesOf(problem);
    const rows = layoutOf(problem, boxes).rows.map((row) =>
      row.cells.map(({ cell }) =>
        cell.kind === 'box' ? boxId(boxes[cell.index]!) : 'text' in cell ? cell.text : '',
      ),
    );
    expect(rows).toEqual([
      ['tenAdded.1', 'tenAdded.0'],
      // Digits are listed ones first.
      ['3', '2', '5'],
      ['payBack.2', 'payBack.1'],
      ['−', '6', '9', '1'],
      ['difference.2', 'difference.1', 'difference.0'],
    ]);
  });
});
