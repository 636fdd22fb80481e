import type { Box } from '@mathsteps/domain';
import { type RefObject, useEffect } from 'react';
import { typeFact } from './fact-field';
import { enterDigit, type GridState } from './grid-state';

/**
 * Digits typed into a grid the server drew, before the app took it over, count as typed
 * (decision 0019); what a box refused (a letter, two digits) goes from the screen too.
 */
export function useTypedBeforeStart(
  inputs: RefObject<(HTMLInputElement | null)[]>,
  boxes: readonly Box[],
  isFact: boolean,
  state: GridState,
  setState: (state: GridState) => void,
): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the grid is taken over.
  useEffect(() => {
    let typed = state;
    const fact = inputs.current[0]?.value ?? '';
    if (isFact && fact !== '') typed = typeFact(typed, boxes, fact);
    else if (!isFact)
      boxes.forEach((_, index) => {
        const digit = inputs.current[index]?.value ?? '';
        if (digit !== '') typed = enterDigit(typed, index, digit);
      });
    if (typed === state) return;
    setState(typed);
    boxes.forEach((_, index) => {
      const input = inputs.current[index];
      if (input && !isFact) input.value = typed.entries[index] ?? '';
    });
  }, []);
}
