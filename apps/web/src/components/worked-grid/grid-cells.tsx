import { ANSWER_LABEL, type Box, boxId, boxLabel, type Language } from '@mathsteps/domain';
import type { KeyboardEvent, ReactNode } from 'react';
import { factTyped } from './fact-field';
import { boxLook, PrintedCell, placement, RowRule } from './grid-frame';
import type { GridState } from './grid-state';
import type { Row } from './layout';

/**
 * A row's cells, each with its place in the work: drawn cells (hidden from screen readers)
 * first, boxes by their index, which is the order of the work (boxesOf).
 */
export function rowCells({
  row,
  rowNumber,
  boxes,
  state,
  active,
  first,
  empty,
  explained,
  explanationId,
  onFocusBox,
  register,
  onChange,
  onKeyDown,
  language,
}: {
  row: Row;
  rowNumber: number;
  boxes: readonly Box[];
  state: GridState;
  active: number;
  /** The box the work starts in: focused by the page itself, before the app has started. */
  first: number;
  /** Required boxes to outline: still empty after the child asked to check. */
  empty: readonly number[];
  explained: number | undefined;
  explanationId: string;
  onFocusBox: (index: number) => void;
  register: (index: number, element: HTMLInputElement | null) => void;
  onChange: (index: number, input: HTMLInputElement) => void;
  onKeyDown: (index: number, event: KeyboardEvent<HTMLInputElement>) => void;
  /** The page's language: the boxes' names are read out in it. */
  language: Language;
}) {
  const drawn = -1;
  const cells: { order: number; node: ReactNode }[] = row.rule
    ? [
        {
          order: drawn,
          node: <RowRule key={`rule-${rowNumber}`} row={rowNumber} rule={row.rule} />,
        },
      ]
    : [];
  for (const { col, span, cell } of row.cells) cells.push(cellOf(col, span, cell));
  return cells;

  function cellOf(
    col: number,
    span: number | undefined,
    cell: Row['cells'][number]['cell'],
  ): { order: number; node: ReactNode } {
    const position = placement(rowNumber, col, span);
    if (cell.kind !== 'box' && cell.kind !== 'field') {
      const key = `${rowNumber}-${cell.kind}-${col}`;
      return {
        order: drawn,
        node: <PrintedCell key={key} cell={cell} position={position} />,
      };
    }
    // A box holds one digit; a fact's field holds the whole answer over its boxes.
    const field = cell.kind === 'field';
    const indexes = field ? cell.indexes : [cell.index];
    const index = indexes[0]!;
    const box = boxes[index]!;
    const wrong = indexes.some((each) => state.results[each] === false);
    const right = field
      ? state.complete
      : box.graded && state.results[index] === true && state.entries[index] !== '';
    const outline = indexes.some((each) => empty.includes(each))
      ? 'ring-4 ring-sun-400'
      : explained === index
        ? 'ring-4 ring-brand-600/40'
        : '';
    const node = (
      <span
        key={`box-${index}`}
        className="relative flex justify-center"
        style={position}
        {...(row.tone === undefined ? {} : { 'data-tone': row.tone })}
      >
        <input
          ref={(element) => {
            for (const each of indexes) register(each, element);
          }}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          aria-label={field ? ANSWER_LABEL[language] : boxLabel(box, language)}
          aria-invalid={wrong || undefined}
          aria-describedby={
            explained !== undefined && indexes.includes(explained) ? explanationId : undefined
          }
          // Its boxes' ids: a fact's field holds them all (read aloud marks a box by it).
          data-box={indexes.map((each) => boxId(boxes[each]!)).join(' ')}
          value={field ? factTyped(state) : state.entries[index]}
          onChange={(event) => onChange(index, event.currentTarget)}
          onKeyDown={(event) => onKeyDown(index, event)}
          tabIndex={field || index === active ? 0 : -1}
          // The grid opens ready to type (docs/product.md); said in the page, it holds before the
          // app has started (a grid the server drew).
          // biome-ignore lint/a11y/noAutofocus: the box the child types in first, as on paper.
          autoFocus={index === first}
          onFocus={() => onFocusBox(index)}
          className={`${boxLook(box.graded, row.tone, wrong ? 'wrong' : right ? 'right' : undefined)} ${field ? 'fact-field' : 'text-center caret-transparent'} focus:outline-3 focus:outline-brand-600 ${outline}`}
        />
        <Mark wrong={wrong} right={right} />
      </span>
    );
    return { order: index, node };
  }
}

/** The mark on a graded box's corner: a cross when wrong, a tick when right (not colour alone). */
function Mark({ wrong, right }: { wrong: boolean; right: boolean }) {
  if (!wrong && !right) return null;
  // Drawn here, two strokes in a 10 × 10 box: the practice pages' first download has no
  // room for the icon set's two chunks.
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 10 10"
      className={`-top-1.5 -right-1.5 absolute size-3.5 rounded-full p-0.5 text-white ${wrong ? 'bg-berry-700' : 'bg-leaf-700'}`}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={wrong ? 'M2.5 2.5l5 5M7.5 2.5l-5 5' : 'M2 5.2l2 2 4-4.4'} />
    </svg>
  );
}
