import { useLingui } from '@lingui/react/macro';
import type { ReactNode, RefObject } from 'react';

/** Where "Show me how" stands: nothing asked, its words coming, shown, or not loaded. */
export type Explained =
  | { state: 'idle' }
  | { state: 'loading'; box: number }
  | { state: 'shown'; box: number; text: string }
  | { state: 'failed'; box: number };

/**
 * "Show me how"'s words under the grid, read out by screen readers as they change; on a
 * phone they float at the bottom of the screen while the box they explain is above.
 */
export function Explanation({
  explained,
  id,
  panel,
  floats,
  speaker,
}: {
  explained: Explained;
  /** The id the explained box names in its aria-describedby. */
  id: string;
  panel: RefObject<HTMLDivElement | null>;
  floats: boolean;
  speaker?: (text: string, box: number) => ReactNode;
}) {
  const { t } = useLingui();
  return (
    <div
      aria-live="polite"
      className={`w-full max-w-prose ${floats ? 'sticky bottom-2 z-10' : ''}`}
    >
      {explained.state !== 'idle' && (
        <div
          ref={panel}
          data-testid="show-me-how"
          className={`flex items-start gap-3 rounded-card bg-brand-50 p-4 text-lg text-ink ring-1 ring-brand-100 ${floats ? 'shadow-card' : ''}`}
        >
          <p id={id} className="flex-1">
            {explained.state === 'loading'
              ? t`Thinking...`
              : explained.state === 'failed'
                ? t`The explanation could not be loaded. Check the connection and press Show me how again.`
                : explained.text}
          </p>
          {explained.state === 'shown' && speaker?.(explained.text, explained.box)}
        </div>
      )}
    </div>
  );
}
