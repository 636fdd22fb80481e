import type { ReactNode } from 'react';
import {
  type AccountProfile,
  isAccount,
  type ParentProfile,
  type StudentProfile,
  type TeacherProfile,
  useSession,
} from '../../lib/session';
import { Page, type PageProps } from './page';

/**
 * A screen for one role. The route's loader turns everyone else away; a session that ends
 * while the screen shows (a sign-out) draws nothing while the app leaves the page.
 */
function rolePage<Profile extends ParentProfile | StudentProfile | TeacherProfile>(
  role: Profile['role'],
) {
  return function RolePage({
    children,
    ...page
  }: PageProps & { children: (profile: Profile) => ReactNode }) {
    const session = useSession();
    if (session?.role !== role) return null;
    return <Page {...page}>{children(session as Profile)}</Page>;
  };
}

/** A signed-in parent's screen (see `rolePage`). */
export const ParentPage = rolePage<ParentProfile>('parent');
/** A signed-in child's screen (see `rolePage`). */
export const StudentPage = rolePage<StudentProfile>('student');
/** A signed-in teacher's screen (see `rolePage`). */
export const TeacherPage = rolePage<TeacherProfile>('teacher');

/** A screen of any adult's account, a parent's or a teacher's (Manage Account). */
export function AccountPage({
  children,
  ...page
}: PageProps & { children: (profile: AccountProfile) => ReactNode }) {
  const session = useSession();
  if (!isAccount(session)) return null;
  return <Page {...page}>{children(session)}</Page>;
}
