import './styles/index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { createRouter } from './app/router';
import { ensureDeviceId } from './lib/rpc-client';
import { registerServiceWorker } from './lib/service-worker';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <RouterProvider router={createRouter()} />
  </StrictMode>,
);

// Ask for the device id once, off the critical path; later calls reuse the cookie.
window.setTimeout(() => {
  ensureDeviceId().catch(() => {
    // Offline or server down: the next call asks again and reports the problem then.
  });
}, 0);

// Installable and offline (issue 42): the app's files kept on the device.
registerServiceWorker();
