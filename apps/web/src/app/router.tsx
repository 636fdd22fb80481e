import {
  createBrowserRouter,
  matchRoutes,
  type NonIndexRouteObject,
  type RouteObject,
} from 'react-router';
import { paths } from '../config/paths';
import {
  redirectSignedIn,
  redirectSignedInAs,
  requireParent,
  requireParentThenBack,
  requireStudent,
  requireVerifiedParent,
} from './guards';
import { SiteLayout } from './layouts/site-layout';
import { LayoutError, RouteError } from './routes/route-error';

/**
 * The one route table. Every screen is its own lazily loaded module, so a visitor's first
 * page downloads only what it shows.
 */

const toParentLogin = requireParent(paths.parentLogin);
const toLanding = requireParent(paths.landing);
const verifiedToParentLogin = requireVerifiedParent(paths.parentLogin);
const verifiedToLanding = requireVerifiedParent(paths.landing);
const student = requireStudent();
/**
 * The child's dashboard is drawn with its stars, streak and Start button (kept on the device,
 * or read first): arriving after the first paint, they pushed the page down.
 */
const studentWithRecord = async () =>
  student() ?? (await import('../api/kept-on-device')).dashboardReady();

export const routes: NonIndexRouteObject[] = [
  {
    Component: SiteLayout,
    ErrorBoundary: LayoutError,
    // The first page's module is still loading: nothing to show yet, for a moment (without
    // it, React Router warns on every page load).
    HydrateFallback: Starting,
    children: [
      { path: paths.landing, loader: redirectSignedIn, lazy: () => import('./routes/landing') },
      {
        path: paths.landingAlias,
        loader: redirectSignedIn,
        lazy: () => import('./routes/landing'),
      },
      { path: paths.pricing, lazy: () => import('./routes/pricing') },
      { path: paths.sampleReport, lazy: () => import('./routes/sample-report') },
      { path: paths.faq, lazy: () => import('./routes/faq') },
      { path: paths.about, lazy: () => import('./routes/about') },
      { path: paths.terms, lazy: () => import('./routes/terms') },
      { path: paths.privacy, lazy: () => import('./routes/privacy') },
      // Visitors' practice
      { path: paths.freeProblems, lazy: () => import('./routes/free-problems') },
      { path: paths.mathProblems, lazy: () => import('./routes/math-problems') },
      // Parents
      {
        path: paths.parentLogin,
        loader: redirectSignedInAs('parent'),
        lazy: () => import('./routes/parent-login'),
      },
      { path: paths.register, lazy: () => import('./routes/register') },
      { path: paths.verifyEmail, lazy: () => import('./routes/verifyemail') },
      { path: paths.forgotPassword, lazy: () => import('./routes/forgot-password') },
      { path: paths.resetPassword, lazy: () => import('./routes/reset-password') },
      { path: paths.unsubscribe, lazy: () => import('./routes/unsubscribe') },
      // Students
      {
        path: paths.studentLogin,
        loader: redirectSignedInAs('student'),
        lazy: () => import('./routes/student-login'),
      },

      // Signed in: the screens that read server state, with the query cache (decision 0016).
      {
        lazy: () => import('./layouts/signed-in'),
        children: [
          {
            path: paths.parentDashboard,
            loader: toParentLogin,
            lazy: () => import('./routes/parent-dashboard'),
          },
          {
            path: paths.parentContact,
            loader: toParentLogin,
            lazy: () => import('./routes/parent-contact'),
          },
          {
            path: paths.manageAccount,
            loader: toLanding,
            lazy: () => import('./routes/manage-account'),
          },
          {
            path: paths.manageBilling,
            loader: verifiedToParentLogin,
            lazy: () => import('./routes/manage-billing'),
          },
          {
            path: paths.configureStudent,
            loader: verifiedToLanding,
            lazy: () => import('./routes/configure-student'),
          },
          {
            path: paths.reportCards,
            loader: requireParentThenBack(),
            lazy: () => import('./routes/report-cards'),
          },
          {
            path: paths.paymentSuccess,
            loader: toParentLogin,
            lazy: () => import('./routes/payment-success'),
          },
          {
            path: paths.stripeCanceled,
            loader: toParentLogin,
            lazy: () => import('./routes/stripe-canceled'),
          },
          {
            path: paths.stripeSuccess,
            loader: toParentLogin,
            lazy: () => import('./routes/stripe-success'),
          },
          {
            path: paths.testCheckout,
            loader: toParentLogin,
            lazy: () => import('./routes/test-checkout'),
          },
          {
            path: paths.testPortal,
            loader: toParentLogin,
            lazy: () => import('./routes/test-portal'),
          },
          {
            path: paths.studentDashboard,
            loader: studentWithRecord,
            lazy: () => import('./routes/student-dashboard'),
          },
          { path: paths.assignments, loader: student, lazy: () => import('./routes/assignments') },
          {
            path: paths.assignmentQuestions,
            loader: student,
            lazy: () => import('./routes/assignment-questions'),
          },
          {
            path: paths.practiceProblems,
            loader: student,
            lazy: () => import('./routes/practice-problems'),
          },
          { path: paths.myProgress, loader: student, lazy: () => import('./routes/my-progress') },
          { path: paths.quickFacts, loader: student, lazy: () => import('./routes/quick-facts') },
        ],
      },

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
