import './styles/index.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot, type RootOptions } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { redirectSignedIn } from './app/guards';
import { createRouter } from './app/router';
import { ensureDeviceId, RpcError } from './lib/rpc-client';
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
const app = (router: Awaited<ReturnType<typeof createRouter>>) => (
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>
);
void createRouter(drawn).then((router) => {
  if (drawn) hydrateRoot(root, app(router), options);
  else createRoot(root, options).render(app(router));
});

// Ask for the device id once, off the critical path; later calls reuse the cookie.
window.setTimeout(() => {
  ensureDeviceId().catch(() => {
    // Offline or server down: the next call asks again and reports the problem then.
  });
}, 0);

// Installable and offline: the app's files kept on the device.
registerServiceWorker();
