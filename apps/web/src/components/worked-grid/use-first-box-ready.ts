import { type RefObject, useEffect } from 'react';

/**
 * A new problem starts in its first box (the ones answer box), ready to type, with the grid and
 * its buttons on screen. About 10 ms later (docs/product.md), so that a closing dialog, which
 * hands focus back to where it was, does not take it. A box the child is already in stays
 * theirs: the first box of a grid the server drew has the focus from the page itself
 * (autofocus), and the child may have moved on before the app started (decision 0019).
 */
export function useFirstBoxReady(
  inputs: RefObject<(HTMLInputElement | null)[]>,
  section: RefObject<HTMLElement | null>,
  first: number,
): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the problem appears.
  useEffect(() => {
    const timer = window.setTimeout(() => {
      const box = inputs.current[first];
      if (!section.current?.contains(document.activeElement)) box?.focus({ preventScroll: true });
      // Sideways, only inside the grid's card (a long division opens on its divisor).
      box?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
      if (section.current) bringIntoView(section.current);
    }, 10);
    return () => window.clearTimeout(timer);
  }, []);
}

/**
 * Scrolls the page as little as it takes to show the whole problem, grid to buttons (a
 * tall long division on a phone), keeping its top in view.
 */
function bringIntoView(element: HTMLElement) {
  const { top, bottom } = element.getBoundingClientRect();
  const below = bottom - window.innerHeight;
  if (below > 0 && top > 0) window.scrollBy({ top: Math.min(below + 8, top) });
  else if (top < 0) window.scrollBy({ top });
}
