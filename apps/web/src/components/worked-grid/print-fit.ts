/**
 * How a worksheet's ten problems fit one printed sheet, A4 or Letter alike (docs/help-tonight.md
 * "Practice on paper"): the number of columns and the size of a grid's cell, the largest that
 * lets the tallest and widest grid fit, at most 3.2 rem: a first-grader's facts print with
 * 13 mm boxes and 24 pt digits, a long division's cells shrink to fit.
 */
export interface PrintFit {
  columns: number;
  /** A cell's side in rem; the gap between cells is a fifth of it. */
  cellRem: number;
}

/** The space for the problems on a sheet, in rem: the smaller of A4 and Letter, less margins and the title. */
export const SHEET_REM = { width: 44, height: 57 } as const;
/** Around each grid: its number, the card's padding. */
const AROUND_REM = { width: 2.5, height: 2 } as const;
const LARGEST_CELL_REM = 3.2;

export function printFit(grids: readonly { columns: number; rows: number }[]): PrintFit {
  const widest = Math.max(1, ...grids.map((grid) => grid.columns));
  const tallest = Math.max(1, ...grids.map((grid) => grid.rows));
  let best: PrintFit = { columns: 2, cellRem: 0 };
  for (const columns of [2, 3, 4]) {
    const lines = Math.ceil(grids.length / columns);
    const cellRem = Math.min(
      LARGEST_CELL_REM,
      (SHEET_REM.width / columns - AROUND_REM.width) / (widest * 1.2),
      (SHEET_REM.height / lines - AROUND_REM.height) / (tallest * 1.2),
    );
    if (cellRem > best.cellRem + 0.01) best = { columns, cellRem };
  }
  return { columns: best.columns, cellRem: Math.floor(best.cellRem * 100) / 100 };
}

/**
 * A row of grids across one printed sheet, in at most `height` rem (Help tonight's three to do
 * together): the cell as large as the widest and the tallest let, `largest` rem at most.
 */
export function rowFitRem(
  grids: readonly { columns: number; rows: number }[],
  { largest, height }: { largest: number; height: number },
): number {
  const widest = Math.max(1, ...grids.map((grid) => grid.columns));
  const tallest = Math.max(1, ...grids.map((grid) => grid.rows));
  const across = (SHEET_REM.width / Math.max(1, grids.length) - AROUND_REM.width) / (widest * 1.2);
  const down = (height - AROUND_REM.height) / (tallest * 1.2);
  return Math.floor(Math.min(largest, across, down) * 100) / 100;
}
