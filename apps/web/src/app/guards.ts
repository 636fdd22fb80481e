import { redirect } from 'react-router';
import { paths } from '../config/paths';
import { getSession } from '../lib/session';

/** Route loaders for seed §6: who may open a screen, and where everyone else is sent. */

export function requireParent(elseTo: string = paths.parentLogin) {
  return () => (getSession()?.role === 'parent' ? null : redirect(elseTo));
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
  return () => {
    if (getSession()?.role !== role) return null;
    return redirect(role === 'parent' ? paths.parentDashboard : paths.studentDashboard);
  };
}
