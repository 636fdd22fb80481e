import './styles/index.css';
import './styles/print.css';
import { type I18n, i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot, type RootOptions } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { ensureDeviceId } from './api/device';
import { redirectSignedIn } from './app/guards';
import { createRouter } from './app/router';
import { browserLocale, loadLocale } from './lib/i18n';
import { RpcError } from './lib/server-errors';
import { registerServiceWorker } from './lib/service-worker';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The installed app starts at / (its manifest): a signed-in child or parent goes straight to
// their dashboard, without loading the landing page's code only to be sent on.
if (window.location.pathname === '/') {
  const dashboard = redirectSignedIn()?.headers.get('Location');
  if (dashboard) window.history.replaceState(null, '', dashboard);
}

const options: RootOptions = {
  // A card's refusal or lost connection is told in the card (CardBoundary); a bug is logged.
  onCaughtError: (error, info) => {
    if (!(error instanceof RpcError)) console.error(error, info.componentStack);
  },
};
// A visitor's page the server drew (decision 0019) is taken over as it stands; any other
// page is drawn here.
const drawn = root.firstElementChild !== null;
const app = (router: Awaited<ReturnType<typeof createRouter>>, i18n: I18n) => (
  <StrictMode>
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>
  </StrictMode>
);
// The page's words in the chosen language (docs/languages.md), fetched beside the route's code;
// Lingui's own instance, which what is said outside React (a server's refusal) reads too.
const locale = browserLocale();
document.documentElement.lang = locale;
void Promise.all([createRouter(drawn), loadLocale(locale, i18n)]).then(([router]) => {
  if (drawn) hydrateRoot(root, app(router, i18n), options);
  else createRoot(root, options).render(app(router, i18n));
});

// Ask for the device id once, off the critical path; later calls reuse the cookie.
window.setTimeout(() => {
  ensureDeviceId().catch(() => {
    // Offline or server down: the next call asks again and reports the problem then.
  });
}, 0);

// Installable and offline: the app's files kept on the device.
registerServiceWorker();
