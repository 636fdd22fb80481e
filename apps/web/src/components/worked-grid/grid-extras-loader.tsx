import type { Problem } from '@mathsteps/domain';
import { type ComponentType, lazy } from 'react';

// What the grid shows beside the work comes just after it (grid-extras.tsx). Offline, it
// is left out: a child can still work and hear "Correct!".
const nothing = () => null;
const loadExtras = (): Promise<{
  CorrectBurst: ComponentType;
  DigitOrderCue: ComponentType<{ problem: Problem }>;
  ShowMeHowIcon: ComponentType;
  ProblemDigits: ComponentType<{ id: string; problem: Problem }>;
}> =>
  import('./grid-extras').catch(() => ({
    CorrectBurst: nothing,
    DigitOrderCue: nothing,
    ShowMeHowIcon: nothing,
    ProblemDigits: nothing,
  }));
export const CorrectBurst = lazy(() =>
  loadExtras().then((extras) => ({ default: extras.CorrectBurst })),
);
export const DigitOrderCue = lazy(() =>
  loadExtras().then((extras) => ({ default: extras.DigitOrderCue })),
);
export const ShowMeHowIcon = lazy(() =>
  loadExtras().then((extras) => ({ default: extras.ShowMeHowIcon })),
);
export const ProblemDigits = lazy(() =>
  loadExtras().then((extras) => ({ default: extras.ProblemDigits })),
);
