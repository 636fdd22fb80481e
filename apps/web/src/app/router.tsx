import {
  createBrowserRouter,
  matchRoutes,
  type NonIndexRouteObject,
  type RouteObject,
} from 'react-router';
import { paths } from '../config/paths';
import { redirectSignedIn, redirectSignedInAs } from './guards';
import { SiteLayout } from './layouts/site-layout';
import { LayoutError, RouteError } from './routes/route-error';
import { screen } from './screen';
import { signedInScreens } from './signed-in-screens';

/**
 * The one route table. Every screen is its own lazily loaded module, so a visitor's first
 * page downloads only what it shows; the signed-in screens are in signed-in-screens.ts.
 */
export const routes: NonIndexRouteObject[] = [
  {
    Component: SiteLayout,
    ErrorBoundary: LayoutError,
    // The first page's module is still loading: nothing to show yet, for a moment (without
    // it, React Router warns on every page load).
    HydrateFallback: Starting,
    children: [
      screen(paths.landing, () => import('./routes/landing'), redirectSignedIn),
      screen(paths.landingAlias, () => import('./routes/landing'), redirectSignedIn),
      screen(paths.pricing, () => import('./routes/pricing')),
      screen(paths.sampleReport, () => import('./routes/sample-report')),
      screen(paths.worksheet, () => import('./routes/worksheet')),
      screen(paths.faq, () => import('./routes/faq')),
      screen(paths.about, () => import('./routes/about')),
      screen(paths.terms, () => import('./routes/terms')),
      screen(paths.privacy, () => import('./routes/privacy')),
      // Visitors' practice
      screen(paths.freeProblems, () => import('./routes/free-problems')),
      screen(paths.mathProblems, () => import('./routes/math-problems')),
      // Parents
      screen(
        paths.parentLogin,
        () => import('./routes/parent-login'),
        redirectSignedInAs('parent'),
      ),
      screen(paths.register, () => import('./routes/register')),
      screen(paths.verifyEmail, () => import('./routes/verifyemail')),
      screen(paths.forgotPassword, () => import('./routes/forgot-password')),
      screen(paths.resetPassword, () => import('./routes/reset-password')),
      screen(paths.unsubscribe, () => import('./routes/unsubscribe')),
      // Students
      screen(
        paths.studentLogin,
        () => import('./routes/student-login'),
        redirectSignedInAs('student'),
      ),

      signedInScreens,

      { path: '*', lazy: () => import('./routes/not-found') },
    ],
  },
];

function Starting() {
  return null;
}

/** Each screen has its own error boundary: one that fails leaves the header and the links. */
const withBoundary = (screen: RouteObject): RouteObject => ({
  ErrorBoundary: RouteError,
  ...screen,
});

/** The route table as the app runs it, on the server as in the browser. */
export const appRoutes = (): RouteObject[] =>
  routes.map((layout) => ({ ...layout, children: layout.children?.map(withBoundary) }));

/**
 * The router of the browser. A page the server drew (src/app/render-page.tsx) is taken over
 * as drawn: its screens' modules are loaded first, so that the first drawing in the browser is
 * the server's (React Router's "lazy routes with hydration").
 */
export async function createRouter(drawn: boolean) {
  const table = appRoutes();
  if (!drawn) return createBrowserRouter(table);
  for (const { route } of matchRoutes(table, window.location) ?? []) {
    if (typeof route.lazy !== 'function') continue;
    Object.assign(route, { ...(await route.lazy()), lazy: undefined });
  }
  return createBrowserRouter(table, { hydrationData: { loaderData: {} } });
}
