import { describe, expect, it } from 'vitest';
import { printFit, SHEET_REM } from './print-fit';

describe('a worksheet on one sheet', () => {
  it("fills the sheet with a first-grader's short grids, in boxes as large as the screen's", () => {
    const fit = printFit(Array.from({ length: 10 }, () => ({ columns: 4, rows: 4 })));
    expect(fit.cellRem).toBeGreaterThanOrEqual(2.5);
    // Its lines of 4-row grids take the sheet's height, not three quarters of it.
    const lines = Math.ceil(10 / fit.columns);
    expect(lines * (4 * fit.cellRem * 1.2 + 2)).toBeGreaterThan(SHEET_REM.height * 0.9);
    expect(lines * (4 * fit.cellRem * 1.2 + 2)).toBeLessThanOrEqual(SHEET_REM.height);
  });

  it("prints a first-grader's facts large, and no cell past 3.2 rem (13 mm)", () => {
    const facts = printFit(Array.from({ length: 10 }, () => ({ columns: 5, rows: 1 })));
    expect(facts.cellRem).toBeGreaterThan(3);
    expect(printFit([{ columns: 2, rows: 2 }]).cellRem).toBe(3.2);
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
