import { createContext, useContext, useEffect, useState, useSyncExternalStore } from 'react';

/**
 * The data the server sent with the page: the JSON of `<script id="page-data">`,
 * an answer the page would otherwise ask for (apps/server/src/http/spa.ts). Read once, for the
 * screen it came with: once that screen is on the screen, it is forgotten, so that coming
 * back to the screen later asks the server afresh.
 */
let kept: { data: unknown } | undefined;

function pageData(): unknown {
  if (!kept) {
    const element = document.getElementById('page-data');
    element?.remove();
    let data: unknown;
    try {
      data = element ? JSON.parse(element.textContent ?? '') : undefined;
    } catch {
      data = undefined;
    }
    kept = { data };
  }
  return kept.data;
}

/**
 * The same data, for a page the server draws itself (src/app/render-page.tsx): the page drawn
 * and the page the browser takes over show the same problems (decision 0019).
 */
export const DrawnWithData = createContext<unknown>(undefined);

/**
 * The page's data, for the screen it came with: the drawing's on the server, the page's in
 * the browser. Kept until the screen has been shown: a drawing React starts again (a tap
 * while it takes over the server's page) gets the same data, as it must to match.
 */
export function usePageData(): unknown {
  const drawing = useContext(DrawnWithData);
  const [data] = useState(() => (typeof document === 'undefined' ? drawing : pageData()));
  useEffect(() => {
    kept = { data: undefined };
  }, []);
  return data;
}

const never = () => () => {};

/**
 * Whether the app runs this page: false in the server's drawing and while the browser takes
 * that drawing over, true once it has (and at once on a page the browser draws itself). A
 * drawn form's submit waits for it: before the app, the browser itself would send the form,
 * a password in the address (decision 0019).
 */
export const useAppStarted = (): boolean =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
