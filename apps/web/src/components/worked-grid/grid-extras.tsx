import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import type { Problem } from '@mathsteps/domain';
import { Lightbulb } from 'lucide-react';
import { useEffect, useState } from 'react';
import { cueDue, cueShown, type DigitOrder, digitOrderOf } from './digit-order';
import { problemDigitsText } from './grid-description';

/**
 * What a grid shows beside the work, loaded just after the grid itself (worked-problem.tsx
 * fetches it on the first problem): the practice pages' first download stays in its budget
 * (docs/operations.md "Capacity") and typing can start before it arrives.
 */
export { CorrectBurst } from '../rewards/celebration';

/** The bulb on the Show me how button, which shows only after a wrong try. */
export function ShowMeHowIcon() {
  return <Lightbulb aria-hidden="true" className="size-5" />;
}

/** Each kind's cue: which way the digits go. */
const DIGIT_ORDER_CUES: Record<DigitOrder, { text: MessageDescriptor; arrow: 'left' | 'right' }> = {
  fact: { text: msg`Type it the way you write it`, arrow: 'right' },
  columns: { text: msg`Start with the ones, on the right`, arrow: 'left' },
  'long-division': { text: msg`Start on the left, step by step`, arrow: 'right' },
};

/** Which way the digits go, on the first problem of its kind in a visit. */
export function DigitOrderCue({ problem }: { problem: Problem }) {
  const { _ } = useLingui();
  const order = digitOrderOf(problem);
  const [due] = useState(() => cueDue(order));
  useEffect(() => cueShown(order), [order]);
  if (!due) return null;
  const { text, arrow } = DIGIT_ORDER_CUES[order];
  return (
    <p data-testid="digit-order-cue" className="flex h-5 items-center gap-2 text-muted text-sm">
      {arrow === 'left' && <span aria-hidden="true">←</span>}
      {_(text)}
      {arrow === 'right' && <span aria-hidden="true">→</span>}
    </p>
  );
}

/** The digits the grid draws, in words, for the region's description (a screen reader). */
export function ProblemDigits({ id, problem }: { id: string; problem: Problem }) {
  const { i18n } = useLingui();
  return (
    <p id={id} className="sr-only">
      {problemDigitsText(i18n, problem)}
    </p>
  );
}
