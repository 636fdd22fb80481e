/**
 * The data the server sent with the page (issue 42): the JSON of `<script id="page-data">`,
 * an answer the page would otherwise ask for (apps/server/src/http/spa.ts). Taken once: the
 * element goes, so coming back to the screen later asks the server afresh.
 */
export function takePageData(): unknown {
  const element = document.getElementById('page-data');
  if (!element) return undefined;
  element.remove();
  try {
    return JSON.parse(element.textContent ?? '');
  } catch {
    return undefined;
  }
}
