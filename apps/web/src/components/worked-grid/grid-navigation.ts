import type { Box, PaperPath } from '@mathsteps/domain';
import type { Layout } from './layout';

/**
 * Where the focus goes in a worked grid (docs/decisions/0004-paper-path.md). Typing follows the paper
 * path: a digit, Tab, Shift-Tab and Backspace move along the chain of answer boxes (ones
 * first). Carry and borrow boxes are scratch boxes off the chain: reached by a tap or by
 * ArrowUp from the answer box below them. The arrow keys move on the paper as the child
 * sees it: Left goes left, Up goes up. Pure, so it is tested without a browser.
 */
export interface GridNavigation {
  chain: readonly number[];
  /** Per box: its grid row and column, or undefined when the box is not drawn. */
  places: ({ row: number; col: number } | undefined)[];
  /** Per scratch box: the answer box below it, the one it is noted for. */
  home: (number | undefined)[];
  /** Per answer box: the scratch box above it. */
  scratch: (number | undefined)[];
}

export function navigationOf(
  boxes: readonly Box[],
  path: PaperPath,
  layout: Layout,
): GridNavigation {
  const places: GridNavigation['places'] = boxes.map(() => undefined);
  layout.rows.forEach((row, rowIndex) => {
    for (const { col, cell } of row.cells) {
      if (cell.kind === 'box') places[cell.index] = { row: rowIndex, col };
    }
  });
  const home: GridNavigation['home'] = boxes.map(() => undefined);
  const scratch: GridNavigation['scratch'] = boxes.map(() => undefined);
  boxes.forEach((box, index) => {
    if (box.graded || !path.shown[index]) return;
    const below = path.chain.find(
      (answer) =>
        boxes[answer]!.column === box.column && boxes[answer]!.partialIndex === box.partialIndex,
    );
    if (below === undefined) return;
    home[index] = below;
    scratch[below] = index;
  });
  return { chain: path.chain, places, home, scratch };
}

export type KeyOutcome =
  | { action: 'focus'; index: number }
  | { action: 'clear' }
  | { action: 'submit' }
  /** Enter with required boxes still empty: say which. */
  | { action: 'missing' }
  | { action: 'try-again' }
  | { action: 'next' }
  /** Keep the key from the page (an arrow at the grid's edge must not scroll or reach other controls). */
  | { action: 'none' }
  /** Not ours: let the browser do its default (Tab out of the grid, typing). */
  | { action: 'default' };

export interface KeyContext {
  /** The box holds a digit. */
  filled: boolean;
  /** Every required box holds a digit and the grid is not yet graded as it stands. */
  ready: boolean;
  /** Graded with red boxes, and nothing typed since. */
  graded: boolean;
  complete: boolean;
}

/** Where a digit typed into box `index` sends the focus (undefined: stay). */
export function afterDigit(
  nav: GridNavigation,
  index: number,
  entries: readonly string[],
): number | undefined {
  const place = nav.chain.indexOf(index);
  if (place >= 0) return nav.chain[place + 1];
  // A noted carry or borrow: back to the answer, at the first box still to write.
  return nav.chain.find((answer) => entries[answer] === '') ?? nav.home[index];
}

/**
 * The keyboard map for the box at `index`. Enter does what the main button does: submit,
 * say what is missing, try again, or go on when the problem is complete.
 */
export function keyOutcome(
  nav: GridNavigation,
  key: string,
  shiftKey: boolean,
  index: number,
  context: KeyContext,
): KeyOutcome {
  switch (key) {
    case 'Tab': {
      const target = chainStep(nav, index, shiftKey ? -1 : 1);
      return target === undefined ? { action: 'default' } : { action: 'focus', index: target };
    }
    case 'ArrowLeft':
    case 'ArrowRight':
    case 'ArrowUp':
    case 'ArrowDown': {
      const target = spatial(nav, index, key);
      return target === undefined ? { action: 'none' } : { action: 'focus', index: target };
    }
    case 'Backspace': {
      if (context.filled) return { action: 'clear' };
      const target = nav.home[index] ?? chainStep(nav, index, -1);
      return target === undefined ? { action: 'none' } : { action: 'focus', index: target };
    }
    case 'Enter':
      return enterOutcome(context);
    default:
      return { action: 'default' };
  }
}

/** Enter does what the main button does, in a grid and in a fact's field alike. */
export function enterOutcome(context: Omit<KeyContext, 'filled'>): KeyOutcome {
  if (context.complete) return { action: 'next' };
  if (context.graded) return { action: 'try-again' };
  return context.ready ? { action: 'submit' } : { action: 'missing' };
}

/** The next or previous box of the chain; a scratch box counts as its home box for this. */
function chainStep(nav: GridNavigation, index: number, step: 1 | -1): number | undefined {
  const home = nav.home[index];
  if (home !== undefined) return step === 1 ? home : nav.chain[nav.chain.indexOf(home) - 1];
  const place = nav.chain.indexOf(index);
  return place < 0 ? undefined : nav.chain[place + step];
}

/** The nearest drawn box in the arrow's direction, as the grid is drawn. */
function spatial(nav: GridNavigation, index: number, key: string): number | undefined {
  if (key === 'ArrowUp' && nav.scratch[index] !== undefined) return nav.scratch[index];
  if (key === 'ArrowDown' && nav.home[index] !== undefined) return nav.home[index];
  const from = nav.places[index];
  if (!from) return undefined;
  const candidates = nav.places.flatMap((place, other) =>
    place && other !== index ? [{ other, ...place }] : [],
  );
  if (key === 'ArrowLeft' || key === 'ArrowRight') {
    const sign = key === 'ArrowLeft' ? -1 : 1;
    return nearest(
      candidates.filter((c) => c.row === from.row && (c.col - from.col) * sign > 0),
      (c) => Math.abs(c.col - from.col),
    );
  }
  const sign = key === 'ArrowUp' ? -1 : 1;
  // The next row that way holding a box; in it, the box nearest the same column.
  const ahead = candidates.filter((c) => (c.row - from.row) * sign > 0);
  const row = nearest(ahead, (c) => Math.abs(c.row - from.row));
  if (row === undefined) return undefined;
  const rowNumber = nav.places[row]!.row;
  return nearest(
    ahead.filter((c) => c.row === rowNumber),
    (c) => Math.abs(c.col - from.col),
  );
}

function nearest<T extends { other: number }>(
  list: readonly T[],
  distance: (item: T) => number,
): number | undefined {
  let best: T | undefined;
  for (const item of list) if (!best || distance(item) < distance(best)) best = item;
  return best?.other;
}
