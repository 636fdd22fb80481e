import { describe, expect, it } from 'vitest';
import { generateProblem, MAX_LEVEL } from '../arithmetic/curriculum';
import type { DivisionProblem } from '../arithmetic/division';
import { solve } from '../arithmetic/problem';
import type { SubtractionProblem } from '../arithmetic/subtraction';
import { createRandom } from '../random';
import { divisorRightLayout, equalAdditionsLayout, type PaperLayout } from './paper-layouts';

/** The text of a row's cells of one kind, left to right. */
const rowText = (layout: PaperLayout, row: number, kind?: string) =>
  layout.cells
    .filter((cell) => cell.row === row && cell.kind === kind)
    .sort((a, b) => a.col - b.col)
    .map((cell) => cell.text)
    .join('');

/** No two cells of the same kind share a place, and every cell is inside the layout. */
function expectWellPlaced(layout: PaperLayout) {
  const places = layout.cells.map((cell) => `${cell.row}.${cell.col}.${cell.kind ?? 'digit'}`);
  expect(new Set(places).size).toBe(places.length);
  for (const cell of layout.cells) {
    expect(cell.col).toBeGreaterThanOrEqual(0);
    expect(cell.col).toBeLessThan(layout.cols);
    expect(cell.row).toBeLessThan(layout.rows);
  }
}

describe('paper layouts of the methods the app’s grids do not draw', () => {
  it('equal additions: 52 − 27 with the ten on top and the 1 paid back below', () => {
    const layout = equalAdditionsLayout(solve('subtraction', 52, 27) as SubtractionProblem, true);
    expect(rowText(layout, 0)).toBe('52');
    expect(rowText(layout, 0, 'ten')).toBe('1');
    expect(layout.cells.find((cell) => cell.kind === 'ten')?.col).toBe(2);
    expect(layout.cells.find((cell) => cell.kind === 'paid')?.col).toBe(1);
    expect(rowText(layout, 2, 'answer')).toBe('25');
    const blank = equalAdditionsLayout(solve('subtraction', 52, 27) as SubtractionProblem, false);
    expect(blank.cells.some((cell) => cell.kind === 'answer' || cell.kind === 'ten')).toBe(false);
  });

  it('divisor on the right: 172 ÷ 4 with 43 under the divisor and each step under the dividend', () => {
    const layout = divisorRightLayout(solve('division', 172, 4) as DivisionProblem, true);
    expect(rowText(layout, 0)).toBe('1724');
    expect(rowText(layout, 1, 'answer')).toBe('43');
    expect(rowText(layout, 1)).toBe('16');
    expect(rowText(layout, 2)).toBe('12');
    expect(rowText(layout, 3)).toBe('12');
    expect(rowText(layout, 4)).toBe('0');
  });

  it('every level: the answer row is the answer, and no two digits share a place', () => {
    const random = createRandom('paper-layouts');
    for (let level = 0; level <= MAX_LEVEL; level++) {
      for (let draw = 0; draw < 30; draw++) {
        const subtraction = generateProblem('subtraction', level, random) as SubtractionProblem;
        const worked = equalAdditionsLayout(subtraction, true);
        expectWellPlaced(worked);
        expect(Number(rowText(worked, 2, 'answer'))).toBe(subtraction.difference);
        const division = generateProblem('division', level, random) as DivisionProblem;
        const layout = divisorRightLayout(division, true);
        expectWellPlaced(layout);
        expect(Number(rowText(layout, 1, 'answer'))).toBe(division.quotient);
        // The last row under the dividend is the remainder.
        expect(Number(rowText(layout, layout.rows - 1))).toBe(division.remainder);
      }
    }
  });
});
