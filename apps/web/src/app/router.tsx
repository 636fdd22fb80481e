import {
  createBrowserRouter,
  type LoaderFunction,
  matchRoutes,
  type NonIndexRouteObject,
  type RouteObject,
} from 'react-router';
import { paths } from '../config/paths';
import {
  redirectSignedIn,
  redirectSignedInAs,
  requireAccount,
  requireParent,
  requireParentThenBack,
  requireParentUnlessSample,
  requireStudent,
  requireTeacher,
  requireTeacherAtClass,
  requireVerifiedParent,
} from './guards';
import { SiteLayout } from './layouts/site-layout';
import { LayoutError, RouteError } from './routes/route-error';

/**
 * The one route table. Every screen is its own lazily loaded module, so a visitor's first
 * page downloads only what it shows.
 */

const toParentLogin = requireParent(paths.parentLogin);

const verifiedToParentLogin = requireVerifiedParent(paths.parentLogin);
const verifiedToLanding = requireVerifiedParent(paths.landing);
const student = requireStudent();
const atClass = requireTeacherAtClass();
/**
 * The child's dashboard is drawn with its stars, streak and Start button (kept on the device,
 * or read first): arriving after the first paint, they pushed the page down.
 */
const studentWithRecord = async () =>
  student() ?? (await import('../api/kept-on-device')).dashboardReady();

/**
 * The child's dashboard, and the code of its Start button's screen read right after it: a
 * child who taps Start at once (the button is there before the page has finished settling)
 * does not wait for that screen's code (docs/operations.md "Capacity").
 */
const studentDashboard = () =>
  import('./routes/student-dashboard').then((dashboard) => {
    void import('./routes/assignment-questions');
    return dashboard;
  });

/** A class's page and its cards: one module (routes/class-room.tsx). */
const classRoom = () => import('./routes/class-room');

/** A screen: its address, its module, and the loader that turns the wrong visitor away. */
const screen = (
  path: string,
  lazy: NonNullable<RouteObject['lazy']>,
  loader?: LoaderFunction,
): RouteObject => ({ path, lazy, ...(loader && { loader }) });

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

      // Signed in: the screens that read server state, with the query cache (decision 0016).
      {
        lazy: () => import('./layouts/signed-in'),
        children: [
          screen(paths.parentDashboard, () => import('./routes/parent-dashboard'), toParentLogin),
          screen(paths.parentContact, () => import('./routes/parent-contact'), toParentLogin),
          screen(paths.manageAccount, () => import('./routes/manage-account'), requireAccount()),
          screen(
            paths.manageBilling,
            () => import('./routes/manage-billing'),
            verifiedToParentLogin,
          ),
          screen(
            paths.configureStudent,
            () => import('./routes/configure-student'),
            verifiedToLanding,
          ),
          screen(paths.reportCards, () => import('./routes/report-cards'), requireParentThenBack()),
          screen(
            paths.helpTonight,
            () => import('./routes/help-tonight'),
            requireParentUnlessSample(),
          ),
          screen(paths.paymentSuccess, () => import('./routes/payment-success'), toParentLogin),
          screen(paths.stripeCanceled, () => import('./routes/stripe-canceled'), toParentLogin),
          screen(paths.stripeSuccess, () => import('./routes/stripe-success'), toParentLogin),
          screen(paths.testCheckout, () => import('./routes/test-checkout'), toParentLogin),
          screen(paths.testPortal, () => import('./routes/test-portal'), toParentLogin),
          // Teachers (docs/decisions/0029-teachers.md)
          screen(paths.classes, () => import('./routes/classes'), requireTeacher()),
          screen(paths.classRoom, classRoom, atClass),
          screen(paths.classCards, classRoom, atClass),
          screen(paths.classBoard, () => import('./routes/class-board'), atClass),
          screen(paths.classMistakes, () => import('./routes/class-mistakes'), atClass),
          screen(paths.classWeek, () => import('./routes/class-week'), atClass),
          screen(paths.classPupil, () => import('./routes/class-pupil'), atClass),
          // A class's tablets: anyone in the room; a pupil's sign-in there replaces any session.
          screen(paths.classSignIn, () => import('./routes/class-sign-in')),
          screen(paths.studentDashboard, studentDashboard, studentWithRecord),
          screen(paths.assignments, () => import('./routes/assignments'), student),
          screen(paths.assignmentQuestions, () => import('./routes/assignment-questions'), student),
          screen(paths.practiceProblems, () => import('./routes/practice-problems'), student),
          screen(paths.myProgress, () => import('./routes/my-progress'), student),
          screen(paths.quickFacts, () => import('./routes/quick-facts'), student),
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
