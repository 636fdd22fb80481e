import { type LoaderFunctionArgs, redirect } from 'react-router';
import { homeOf, paths } from '../config/paths';
import { loginThenBack, returnPathOf } from '../lib/return-path';
import { getSession, isAccount } from '../lib/session';

/** Route loaders for docs/product.md: who may open a screen, and where everyone else is sent. */

export function requireParent(elseTo: string = paths.parentLogin) {
  return () => (getSession()?.role === 'parent' ? null : redirect(elseTo));
}

/**
 * A page of an account in use (children, reports, billing): a parent whose address is not
 * verified yet is sent to the dashboard, which asks for the code
 * (docs/decisions/0022-usable-once-verified.md).
 */
export function requireVerifiedParent(elseTo: string = paths.parentLogin) {
  return () => {
    const session = getSession();
    if (session?.role !== 'parent') return redirect(elseTo);
    return session.emailverified === 'true' ? null : redirect(paths.parentDashboard);
  };
}

/**
 * A page a parent reaches from a link (the weekly e-mail's "See Maya's report"): a signed-out
 * parent logs in first and comes back to the very address, query included.
 */
export function requireParentThenBack() {
  return ({ request }: LoaderFunctionArgs) => {
    const session = getSession();
    if (session?.role === 'parent') {
      return session.emailverified === 'true' ? null : redirect(paths.parentDashboard);
    }
    const url = new URL(request.url);
    return redirect(loginThenBack(url.pathname + url.search));
  };
}

/**
 * Help tonight (docs/help-tonight.md): a child's page is a parent's, as with
 * `requireParentThenBack`; without a child (`student`), the sample report's is anyone's.
 */
export function requireParentUnlessSample() {
  const parent = requireParentThenBack();
  return (args: LoaderFunctionArgs) =>
    new URL(args.request.url).searchParams.has('student') ? parent(args) : null;
}

/** A teacher's page (docs/decisions/0029-teachers.md); its classes wait for the verified address. */
export function requireTeacher(elseTo: string = paths.parentLogin) {
  return () => (getSession()?.role === 'teacher' ? null : redirect(elseTo));
}

/**
 * A record's id in an address (a class's, a pupil's), in the shape the server's contract takes
 * (an RFC 9562 UUID): any other is a page not found, not the server's 'classid must be a class
 * id'.
 */
const RECORD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/** A class's page (its board, mistakes, week, a pupil): its teacher's, at a class's address. */
export function requireTeacherAtClass() {
  const teacher = requireTeacher();
  return ({ params }: LoaderFunctionArgs) => {
    const turnedAway = teacher();
    if (turnedAway) return turnedAway;
    const ids = [params.classId, params.pupilId].filter((id) => id !== undefined);
    // A thrown answer is the route's error: RouteError shows the page not found.
    if (ids.some((id) => !RECORD_ID.test(id))) throw new Response(null, { status: 404 });
    return null;
  };
}

/** A page of any adult's account, a parent's or a teacher's (Manage Account). */
export function requireAccount(elseTo: string = paths.landing) {
  return () => (isAccount(getSession()) ? null : redirect(elseTo));
}

export function requireStudent() {
  return () => (getSession()?.role === 'student' ? null : redirect(paths.studentLogin));
}

/** The landing page sends a signed-in person to their dashboard (a teacher's classes). */
export function redirectSignedIn() {
  const role = getSession()?.role;
  return role ? redirect(homeOf(role)) : null;
}

/**
 * A login page sends someone already signed in there to their home; the other role may still
 * log in here (a child on the parent's computer). The adults' page is a parent's and a teacher's.
 */
export function redirectSignedInAs(role: 'parent' | 'student') {
  return ({ request }: LoaderFunctionArgs) => {
    const session = getSession();
    if (role === 'student') return session?.role === 'student' ? redirect(homeOf('student')) : null;
    if (!isAccount(session)) return null;
    const back = session.role === 'parent' ? returnPathOf(new URL(request.url).search) : undefined;
    return redirect(back ?? homeOf(session.role));
  };
}
