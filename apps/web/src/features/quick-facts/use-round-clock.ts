import { useEffect, useMemo, useRef } from 'react';

/**
 * A Quick Facts round's time by the child's clock (decision 0010, "about two minutes"): from
 * the moment `running` first holds (its first fact shown), with the page in view, the answers
 * shown and heard between the facts included. Each fact's own answer time is the box clock's.
 */
export function useRoundClock(running: boolean): { spent: () => number } {
  const began = useRef<number | null>(null);
  const hidden = useRef({ total: 0, since: null as number | null });
  useEffect(() => {
    if (running && began.current === null) began.current = performance.now();
  }, [running]);
  useEffect(() => {
    const onVisibility = () => {
      const now = performance.now();
      if (document.hidden) hidden.current.since = now;
      else if (hidden.current.since !== null) {
        hidden.current.total += now - hidden.current.since;
        hidden.current.since = null;
      }
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, []);
  return useMemo(
    () => ({
      spent: () => {
        if (began.current === null) return 0;
        const now = performance.now();
        const away =
          hidden.current.total + (hidden.current.since === null ? 0 : now - hidden.current.since);
        return Math.max(0, now - began.current - away);
      },
    }),
    [],
  );
}
