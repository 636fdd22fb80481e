import type { ReactNode } from 'react';
import type { StudentProfile } from '../../lib/session';

/** What a child's home screens take: the child, and what the route puts first. */
export interface StudentScreenProps {
  student: StudentProfile;
  /** What the route puts first (a placement that waits): composed there, not imported. */
  notices?: ReactNode;
}
