import { boxesOf, boxId, paperPath, solve } from '@mathsteps/domain';
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
});
