import { type Dispatch, type SetStateAction, useCallback, useEffect, useState } from 'react';

/**
 * What a screen shows of data it reads from the server: a spinner, a retry, or the data;
 * `kept` when the data is the device's copy and the server has not answered (issue 42).
 */
export type Loaded<T> =
  | { state: 'loading' }
  | { state: 'failed' }
  | { state: 'ready'; data: T; kept?: boolean };

/**
 * Reads once when the screen opens; `reload` reads again (the Try Again of a failed
 * read), and `update` changes the data in place after a save the server confirmed.
 * `read` must keep its identity (a module function, or one made with useCallback).
 * With `kept`, the device's copy shows at once and the server's answer replaces it; when
 * the server cannot answer, the copy stays.
 */
export function useLoad<T>(read: () => Promise<T>, kept?: () => T | undefined) {
  const [loaded, setLoaded] = useState<Loaded<T>>(() => {
    const data = kept?.();
    return data === undefined ? { state: 'loading' } : { state: 'ready', data, kept: true };
  });

  const reload = useCallback(async () => {
    try {
      setLoaded({ state: 'ready', data: await read() });
    } catch {
      setLoaded((current) =>
        current.state === 'ready' && current.kept ? current : { state: 'failed' },
      );
    }
  }, [read]);

  useEffect(() => {
    void reload();
  }, [reload]);

  const update: Dispatch<SetStateAction<T>> = useCallback((change) => {
    setLoaded((current) =>
      current.state === 'ready'
        ? {
            state: 'ready',
            data: typeof change === 'function' ? (change as (data: T) => T)(current.data) : change,
          }
        : current,
    );
  }, []);

  return { loaded, reload, update };
}
