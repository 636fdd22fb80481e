import { useEffect } from 'react';
import { PageTitle } from '../../components/layout/page-title';
import { StudentDashboard } from '../../features/learning/student-dashboard';
import { useSession } from '../../lib/session';

export function Component() {
  const session = useSession();
  // Today's first assignment is one tap from here: its screen's code is read
  // now, while the child looks, not after the tap.
  useEffect(() => {
    void import('./assignment-questions');
  }, []);
  // The route's loader turns visitors away; a session ending here (logout) leaves the page.
  if (session?.role !== 'student') return null;
  return (
    <div className="flex flex-col gap-4">
      <PageTitle title="My dashboard">My dashboard</PageTitle>
      <StudentDashboard student={session} />
    </div>
  );
}
