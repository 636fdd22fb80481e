import type { ReactNode } from 'react';

/**
 * A region that scrolls sideways on a narrow screen (a wide table). It takes the focus so
 * that the keyboard can scroll it too, and is named for screen readers.
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
    <section className="overflow-x-auto" tabIndex={0} aria-label={label}>
      {children}
    </section>
  );
}
