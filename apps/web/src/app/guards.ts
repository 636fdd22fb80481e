import { type LoaderFunctionArgs, redirect } from 'react-router';
import { paths } from '../config/paths';
import { loginThenBack, returnPathOf } from '../lib/return-path';
import { getSession } from '../lib/session';

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

export function requireStudent() {
  return () => (getSession()?.role === 'student' ? null : redirect(paths.studentLogin));
}

/** The landing page sends a signed-in person to their dashboard. */
export function redirectSignedIn() {
  const role = getSession()?.role;
  if (role === 'student') return redirect(paths.studentDashboard);
  if (role === 'parent') return redirect(paths.parentDashboard);
  return null;
}

/** A login page sends someone already signed in with that role to their dashboard; the
 * other role may still log in here (a child on the parent's computer). */
export function redirectSignedInAs(role: 'parent' | 'student') {
  return ({ request }: LoaderFunctionArgs) => {
    if (getSession()?.role !== role) return null;
    if (role === 'student') return redirect(paths.studentDashboard);
    return redirect(returnPathOf(new URL(request.url).search) ?? paths.parentDashboard);
  };
}
