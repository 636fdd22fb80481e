import { type Dispatch, type SetStateAction, useCallback, useEffect, useState } from 'react';

/** What a screen shows of data it reads from the server: a spinner, a retry, or the data. */
export type Loaded<T> = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; data: T };

/**
 * Reads once when the screen opens; `reload` reads again (the Try Again of a failed
 * read), and `update` changes the data in place after a save the server confirmed.
 * `read` must keep its identity (a module function, or one made with useCallback).
 */
export function useLoad<T>(read: () => Promise<T>) {
  const [loaded, setLoaded] = useState<Loaded<T>>({ state: 'loading' });

  const reload = useCallback(async () => {
    try {
      setLoaded({ state: 'ready', data: await read() });
    } catch {
      setLoaded({ state: 'failed' });
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
