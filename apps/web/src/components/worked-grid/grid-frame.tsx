import { useLingui } from '@lingui/react/macro';
import {
  type CSSProperties,
  type ReactNode,
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import type { Cell, Layout } from './layout';

/**
 * The paper a grid is drawn on: equal 40 px columns (docs/product.md),
 * never shrunk to fit. A grid wider than the screen scrolls sideways inside its own card,
 * opening on the ones column (where work starts), with a cue on the side that has more;
 * the page itself never scrolls sideways.
 */
export function GridFrame({
  layout,
  children,
  className = '',
  label,
  problemId,
  openAt = 'ones',
  summary,
}: {
  layout: Layout;
  children: ReactNode;
  className?: string;
  /** A drawn grid (no boxes to focus) is a named image, reachable by keyboard when it scrolls. */
  label?: string;
  problemId?: string;
  /** Where a grid wider than the screen opens: the ones column, or (long division) the divisor. */
  openAt?: 'ones' | 'start';
  /** The problem in one line ("2010894 ÷ 858"), shown above a grid that scrolls. */
  summary?: string;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState({ left: false, right: false });
  const measure = useCallback(() => {
    const element = scroller.current;
    if (!element) return;
    const left = element.scrollLeft > 1;
    const right = element.scrollLeft + element.clientWidth < element.scrollWidth - 1;
    setMore((current) =>
      current.left === left && current.right === right ? current : { left, right },
    );
  }, []);

  // Open on the ones column, and keep the cue true when the window changes size.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new layout is a new grid to open.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (element) element.scrollLeft = openAt === 'ones' ? element.scrollWidth : 0;
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [layout, measure]);

  const scroll = (side: 'left' | 'right') =>
    scroller.current?.scrollBy({ left: (side === 'left' ? -1 : 1) * 144, behavior: 'smooth' });
  const scrolls = more.left || more.right;
  return (
    <div className="min-w-0 max-w-full">
      {scrolls && (
        // The arrows sit above the grid, beside the problem in one line: over the grid they
        // covered its digits.
        <div className="mb-1 flex items-center gap-2">
          {more.left && <ScrollArrow side="left" onPress={scroll} />}
          <p aria-hidden="true" className="flex-1 text-center font-bold text-muted">
            {summary}
          </p>
          {more.right && <ScrollArrow side="right" onPress={scroll} />}
        </div>
      )}
      <div className="relative">
        <div
          ref={scroller}
          onScroll={measure}
          className="grid-scroller overflow-x-auto rounded-card"
          {...(label
            ? {
                role: 'img',
                'aria-label': label,
                // A scrolling region must be reachable by keyboard.
                ...(scrolls ? { tabIndex: 0 } : {}),
              }
            : {})}
        >
          <div
            className={`worked-grid mx-auto w-max ${className}`}
            style={
              {
                '--cols': layout.columns,
                gridTemplateRows: `repeat(${layout.rows.length}, auto)`,
              } as CSSProperties
            }
            data-problem={problemId}
          >
            {layout.bar && (
              <span
                aria-hidden="true"
                className="h-0 self-start border-t-2 border-ink"
                style={{ gridRow: 2, gridColumn: `${layout.bar[0]} / ${layout.bar[1] + 1}` }}
              />
            )}
            {layout.corner && (
              // The divisor on the right: a line on its left and under it, the answer below.
              <span
                aria-hidden="true"
                className="corner self-stretch border-ink border-b-2 border-l-2"
                style={{
                  gridRow: 1,
                  gridColumn: `${layout.corner[0]} / ${layout.corner[1] + 1}`,
                  marginLeft: 'calc(var(--gap) / -2)',
                }}
              />
            )}
            {children}
          </div>
        </div>
        {more.left && <ScrollFade side="left" />}
        {more.right && <ScrollFade side="right" />}
      </div>
    </div>
  );
}

/** A fade on the side of the grid that has more to see. */
function ScrollFade({ side }: { side: 'left' | 'right' }) {
  return (
    <span
      aria-hidden="true"
      data-scroll-cue={side}
      className={`pointer-events-none absolute inset-y-0 w-10 ${
        side === 'left'
          ? 'left-0 rounded-l-card bg-linear-to-r from-card via-card/80'
          : 'right-0 rounded-r-card bg-linear-to-l from-card via-card/80'
      }`}
    />
  );
}

/**
 * An arrow above the grid, on the side that has more to see; a tap scrolls that way. Keyboard
 * users need no arrow: the focus brings every box into view.
 */
function ScrollArrow({
  side,
  onPress,
}: {
  side: 'left' | 'right';
  onPress: (side: 'left' | 'right') => void;
}) {
  return (
    <button
      type="button"
      tabIndex={-1}
      aria-hidden="true"
      data-scroll-cue={side}
      onClick={() => onPress(side)}
      className="rounded-full bg-brand-600 p-1 text-white shadow-card"
    >
      {/* A chevron, drawn here: the icon set's runtime stays out of the free problems'
          first download. */}
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-7"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d={side === 'left' ? 'm15 18-6-6 6-6' : 'm9 18 6-6-6-6'} />
      </svg>
    </button>
  );
}

/** The printed parts of a grid: digits, signs, a whole divisor, row names. */
export function PrintedCell({
  cell,
  position,
}: {
  cell: Exclude<Cell, { kind: 'box' } | { kind: 'field' }>;
  position: CSSProperties;
}) {
  const { t } = useLingui();
  const tone = 'tone' in cell && cell.tone !== undefined ? { 'data-tone': cell.tone } : {};
  const look =
    cell.kind === 'sign'
      ? 'grid-cell text-brand-700'
      : cell.kind === 'label'
        ? `grid-label ${cell.tone === undefined ? 'text-brand-700' : 'text-(--tone)'}`
        : cell.kind === 'number'
          ? 'grid-cell grid-number text-ink'
          : `grid-cell ${cell.tone === undefined ? 'text-ink' : 'text-(--tone)'}`;
  return (
    <span aria-hidden="true" className={look} style={position} {...tone}>
      {'remainder' in cell && cell.remainder
        ? t({ message: 'R', context: 'the mark beside a long division remainder' })
        : cell.text}
    </span>
  );
}

/** Grid placement of a cell: its row and its columns. */
export function placement(row: number, col: number, span = 1): CSSProperties {
  return { gridRow: row, gridColumn: span > 1 ? `${col} / span ${span}` : col };
}

/**
 * The rule drawn above a row (the line under the numbers), over the row's columns. A border,
 * not a background: browsers leave backgrounds out of print unless asked, and a worksheet or
 * a Help tonight page printed without its lines is no sum at all (docs/help-tonight.md).
 */
export function RowRule({ row, rule }: { row: number; rule: [number, number] }) {
  return (
    <span
      aria-hidden="true"
      className="h-0 self-start border-t-2 border-ink"
      style={{
        gridRow: row,
        gridColumn: `${rule[0]} / ${rule[1] + 1}`,
        marginTop: 'calc(var(--gap) / -2)',
      }}
    />
  );
}

/**
 * How a box looks, typed in or drawn: its size (answer or scratch box), and its border and
 * paper by state: red when wrong, green when right, else dashed for a scratch box, in the
 * colour of its partial product (`tone`) in long multiplication.
 */
export function boxLook(
  graded: boolean,
  tone: number | undefined,
  mark?: 'wrong' | 'right',
): string {
  const size = graded ? 'grid-box' : 'grid-helper';
  const paper = tone === undefined ? (graded ? 'bg-card' : 'bg-sun-100') : 'bg-(--tone-bg)';
  const state =
    mark === 'wrong'
      ? 'border-berry-700 bg-berry-50 text-berry-700'
      : mark === 'right'
        ? 'border-leaf-700 bg-card text-ink'
        : graded
          ? `border-brand-600/50 text-ink ${paper}`
          : `border-dashed text-ink ${tone === undefined ? 'border-sun-700/60' : 'border-(--tone)'} ${paper}`;
  return `${size} rounded-lg border-2 font-bold ${state}`;
}
