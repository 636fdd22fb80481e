import {
  boxesOf,
  boxId,
  expectedEntries,
  isBoxCorrect,
  type Problem,
  type SubtractionStep,
} from '@mathsteps/domain';
import { type ReactNode, useMemo } from 'react';
import { boxLook, GridFrame, PrintedCell, placement, RowRule } from './grid-frame';
import { layoutOf } from './layout';

/**
 * A worked problem drawn, not worked: the same paper layout as the grid a child types in,
 * with the digits given (the child's own, or the right ones). A graded box that is wrong
 * is red. Used by the report card to show a mistake beside its correction.
 */
export function GridView({
  problem,
  entries,
  label,
  blank = false,
}: {
  problem: Problem;
  /** Box id to digit; undefined draws the right answer. */
  entries?: Record<string, string>;
  label: string;
  /** Empty boxes to work in on paper: nothing is written, so nothing is marked wrong. */
  blank?: boolean;
}) {
  const boxes = useMemo(() => boxesOf(problem), [problem]);
  const layout = useMemo(() => layoutOf(problem, boxes), [problem, boxes]);
  const right = expectedEntries(boxes);
  const digitOf = (index: number) =>
    blank ? '' : entries ? (entries[boxId(boxes[index]!)] ?? '') : (right[index] ?? '');
  const graded = Boolean(entries) && !blank;
  // Worked right, a subtraction shows the tens it moved, as the sentences beside it say.
  const tens = entries || blank ? undefined : tensOf(problem);
  const topRow = layout.rows.findIndex((row) =>
    row.cells.some(({ cell }) => cell.kind === 'digit'),
  );

  // Rows and columns are fixed for a problem, so their numbers make stable keys.
  const cells: ReactNode[] = [];
  for (const [rowIndex, row] of layout.rows.entries()) {
    const gridRow = rowIndex + 1;
    if (row.rule) cells.push(<RowRule key={`rule-${gridRow}`} row={gridRow} rule={row.rule} />);
    for (const { col, span, cell } of row.cells) {
      const key = `${gridRow}-${col}`;
      const position = placement(gridRow, col, span);
      if (cell.kind === 'field') {
        // A fact's answer: the number as the child typed it, red when it is wrong.
        const wrong =
          graded && cell.indexes.some((index) => !isBoxCorrect(boxes[index]!, digitOf(index)));
        cells.push(
          <span
            key={key}
            className={`${boxLook(true, undefined, wrong ? 'wrong' : undefined)} fact-field flex items-center`}
            style={position}
          >
            {cell.indexes.map(digitOf).join('')}
          </span>,
        );
        continue;
      }
      const place = layout.columns - col;
      if (cell.kind === 'digit' && rowIndex === topRow && tens) {
        const took = tens.took.has(place);
        const lent = tens.lent.has(place);
        if (took || lent) {
          cells.push(
            <span key={key} aria-hidden="true" className="grid-cell text-ink" style={position}>
              <span className={`relative ${lent ? 'line-through decoration-2' : ''}`}>
                {took && <span className="borrowed-ten">1</span>}
                {cell.text}
              </span>
            </span>,
          );
          continue;
        }
      }
      if (cell.kind !== 'box') {
        cells.push(<PrintedCell key={key} cell={cell} position={position} />);
        continue;
      }
      const box = boxes[cell.index]!;
      const digit = digitOf(cell.index);
      const wrong = graded && box.graded && !isBoxCorrect(box, digit);
      cells.push(
        <span
          key={key}
          className={`${boxLook(box.graded, row.tone, wrong ? 'wrong' : undefined)} flex items-center justify-center`}
          style={position}
          {...(row.tone === undefined ? {} : { 'data-tone': row.tone })}
        >
          {digit}
        </span>,
      );
    }
  }

  return (
    <figure className="drawn-grid flex min-w-0 max-w-full flex-col items-center gap-2">
      <GridFrame
        layout={layout}
        label={label}
        className="rounded-card bg-card p-3 ring-1 ring-line"
      >
        {cells}
      </GridFrame>
      <figcaption className="text-sm text-muted">{label}</figcaption>
    </figure>
  );
}

/**
 * A subtraction worked right, as a teacher writes it on paper: the places whose top digit took
 * a ten (a small 1 before it: "1 becomes 11", the words Help tonight says) and, in borrowing,
 * the places whose top digit lent one (crossed out, its new value in the box above); equal
 * additions lends nothing (docs/written-methods.md, docs/help-tonight.md). Places count from
 * the ones (0).
 */
export function tensOf(problem: Problem): { took: Set<number>; lent: Set<number> } {
  if (problem.subject !== 'subtraction') return { took: new Set(), lent: new Set() };
  const { steps, method } = problem;
  const places = (test: (step: SubtractionStep) => boolean) =>
    new Set(steps.filter(test).map((step) => step.columnPosition));
  return {
    took: places((step) => step.borrow === 1),
    lent: places((step) => method !== 'equal-additions' && step.borrowReceived === 1),
  };
}
