/**
 * Registers the service worker the build writes (/sw.js, vite.config.ts; decision 0014): after
 * the page has loaded, so its precaching never delays the first screen. A new version
 * waits until every tab of the app is closed: it never replaces a problem in progress.
 */
export function registerServiceWorker(): void {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    // Not registered (a private window, storage refused): the app works as before, online.
    navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  });
}
