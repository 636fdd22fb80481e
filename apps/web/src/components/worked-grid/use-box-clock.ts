import type { BoxEntry } from '@mathsteps/domain';
import { useEffect, useMemo, useRef } from 'react';
import { isReading, onReading } from '../read-aloud/speech';
import {
  type BoxClock,
  elapsed,
  entered,
  pageHidden,
  pageShown,
  pause,
  resume,
  startClock,
} from './box-clock';

/**
 * The box clock of the problem on screen (decision 0010), for the student pages that send
 * the timings: `start` when a problem is shown, `entered` as `WorkedProblem`'s `onDigit`,
 * `entries` at its first check; Quick Facts reads `elapsed` at each answer. Time on a hidden
 * page, and while the voice reads, is left out.
 */
export function useBoxClock(): {
  start: () => void;
  entered: (box: number, digit: string) => void;
  entries: () => BoxEntry[];
  elapsed: () => number;
} {
  const clock = useRef<BoxClock>(startClock(performance.now()));
  useEffect(() => {
    const onVisibility = () => {
      clock.current = document.hidden
        ? pageHidden(clock.current, performance.now())
        : pageShown(clock.current, performance.now());
    };
    document.addEventListener('visibilitychange', onVisibility);
    const stopListening = onReading((now) => {
      clock.current = now
        ? pause(clock.current, 'reading', performance.now())
        : resume(clock.current, 'reading', performance.now());
    });
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      stopListening();
    };
  }, []);
  return useMemo(
    () => ({
      // A new problem: what pauses the clock now (the voice already reading it) goes on.
      start: () => {
        clock.current = startClock(performance.now(), [
          ...(document.hidden ? (['hidden'] as const) : []),
          ...(isReading() ? (['reading'] as const) : []),
        ]);
      },
      entered: (box: number, digit: string) => {
        clock.current = entered(clock.current, box, digit, performance.now());
      },
      entries: () => clock.current.entries,
      elapsed: () => elapsed(clock.current, performance.now()),
    }),
    [],
  );
}
