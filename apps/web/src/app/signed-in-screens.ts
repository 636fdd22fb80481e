import type { RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { loadSignedInWords } from '../lib/i18n';
import {
  requireAccount,
  requireParent,
  requireParentThenBack,
  requireParentUnlessSample,
  requireStudent,
  requireTeacher,
  requireTeacherAtClass,
  requireVerifiedParent,
} from './guards';
import { screen } from './screen';

// The signed-in screens (docs/architecture.md "Where a word lives"): everything this module imports
// lazily, their layout and their route modules, is a signed-in screen's, and so are the words
// only they say, which wait until their layout loads (apps/web/scripts/catalogue-parts.ts).
// A screen a visitor may open belongs in router.tsx.

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

/**
 * Signed in: the screens that read server state, with the query cache (decision 0016), drawn
 * once their words are there too.
 */
export const signedInScreens: RouteObject = {
  lazy: () =>
    Promise.all([import('./layouts/signed-in'), loadSignedInWords()]).then(([layout]) => layout),
  children: [
    screen(paths.parentDashboard, () => import('./routes/parent-dashboard'), toParentLogin),
    screen(paths.parentContact, () => import('./routes/parent-contact'), toParentLogin),
    screen(paths.manageAccount, () => import('./routes/manage-account'), requireAccount()),
    screen(paths.manageBilling, () => import('./routes/manage-billing'), verifiedToParentLogin),
    screen(paths.configureStudent, () => import('./routes/configure-student'), verifiedToLanding),
    screen(paths.reportCards, () => import('./routes/report-cards'), requireParentThenBack()),
    screen(paths.helpTonight, () => import('./routes/help-tonight'), requireParentUnlessSample()),
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
};
