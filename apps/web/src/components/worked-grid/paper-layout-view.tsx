import type { PaperLayout } from '@mathsteps/domain';
import type { CSSProperties } from 'react';

/**
 * A written method the app's grids do not draw (equal additions, the divisor on the right),
 * drawn from its paper layout (packages/domain/src/help/paper-layouts.ts) with the worked
 * grid's columns and digits: a named image, its words beside it.
 */
export function PaperLayoutView({ layout, label }: { layout: PaperLayout; label: string }) {
  const at = (row: number, col: number, span = 1): CSSProperties => ({
    gridRow: row + 1,
    gridColumn: span > 1 ? `${col + 1} / span ${span}` : col + 1,
  });
  return (
    <figure className="drawn-grid flex min-w-0 max-w-full flex-col items-center gap-2">
      <div role="img" aria-label={label} className="rounded-card bg-card p-3 ring-1 ring-line">
        <div
          className="worked-grid paper-layout mx-auto w-max"
          style={
            {
              '--cols': layout.cols,
              gridTemplateRows: `repeat(${layout.rows}, minmax(var(--cell), auto))`,
            } as CSSProperties
          }
        >
          {layout.rules.map((rule) => (
            <span
              key={`rule-${rule.row}-${rule.from}`}
              aria-hidden="true"
              className="h-0 self-end border-b-2 border-ink"
              style={{
                ...at(rule.row, rule.from, rule.to - rule.from + 1),
                marginBottom: 'calc(var(--gap) / -2)',
              }}
            />
          ))}
          {layout.corner && (
            <span
              aria-hidden="true"
              className="self-stretch border-b-2 border-l-2 border-ink"
              style={at(layout.corner.row, layout.corner.col, layout.cols - layout.corner.col)}
            />
          )}
          {layout.cells.map((cell) => (
            <span
              key={`${cell.row}-${cell.col}-${cell.kind ?? 'digit'}`}
              aria-hidden="true"
              data-kind={cell.kind}
              className={
                cell.kind === 'ten'
                  ? 'paper-mark self-start justify-self-start text-brand-700'
                  : cell.kind === 'paid'
                    ? 'paper-mark self-end justify-self-end text-brand-700'
                    : `grid-cell ${cell.kind === 'sign' ? 'text-brand-700' : cell.kind === 'answer' ? 'text-brand-800' : 'text-ink'}`
              }
              style={at(cell.row, cell.col)}
            >
              {cell.kind === 'paid' ? `+${cell.text}` : cell.text}
            </span>
          ))}
        </div>
      </div>
      <figcaption className="text-sm text-muted">{label}</figcaption>
    </figure>
  );
}
