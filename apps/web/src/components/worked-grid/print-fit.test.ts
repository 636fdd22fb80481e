import { describe, expect, it } from 'vitest';
import { printFit, SHEET_REM } from './print-fit';

describe('a worksheet on one sheet', () => {
  it('keeps small grids at the largest cell, two across', () => {
    expect(printFit(Array.from({ length: 10 }, () => ({ columns: 4, rows: 4 })))).toEqual({
      columns: 2,
      cellRem: 1.6,
    });
  });

  it('shrinks tall long divisions and sets more across, never past the sheet', () => {
    const grids = Array.from({ length: 10 }, () => ({ columns: 9, rows: 16 }));
    const fit = printFit(grids);
    expect(fit.columns).toBeGreaterThan(2);
    const lines = Math.ceil(grids.length / fit.columns);
    expect(lines * (16 * fit.cellRem * 1.2 + 2)).toBeLessThanOrEqual(SHEET_REM.height);
    expect(fit.columns * (9 * fit.cellRem * 1.2 + 2.5)).toBeLessThanOrEqual(SHEET_REM.width);
  });
});
