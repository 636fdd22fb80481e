import type { ReactNode } from 'react';
import { type ParentProfile, type StudentProfile, useSession } from '../../lib/session';
import { PageTitle } from './page-title';

/** How wide a screen's column is: the whole content width, or a form's narrow column. */
const COLUMNS = {
  full: 'flex flex-col gap-4',
  md: 'mx-auto flex w-full max-w-md flex-col gap-6',
  xl: 'mx-auto flex w-full max-w-xl flex-col gap-6',
  '2xl': 'mx-auto flex w-full max-w-2xl flex-col gap-6',
} as const;

interface PageProps {
  /** The document's title; also the heading unless `heading` says otherwise. */
  title: string;
  heading?: ReactNode;
  column?: keyof typeof COLUMNS;
}

/** A screen of the route table: its one heading above what it shows. */
export function Page({
  title,
  heading = title,
  column = 'full',
  children,
}: PageProps & {
  children: ReactNode;
}) {
  return (
    <div className={COLUMNS[column]}>
      <PageTitle title={title}>{heading}</PageTitle>
      {children}
    </div>
  );
}

/**
 * A screen for one role. The route's loader turns everyone else away; a session that ends
 * while the screen shows (a sign-out) draws nothing while the app leaves the page.
 */
function rolePage<Profile extends ParentProfile | StudentProfile>(role: Profile['role']) {
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
