import { Navigate, useLocation } from 'react-router';
import { Page } from '../../components/layout/page';
import { SubjectIcon } from '../../components/rewards/subject-mark';
import { paths } from '../../config/paths';
import { AssignmentRun } from '../../features/learning/assignment-run';
import type { AssignmentState } from '../../features/learning/todays-work';

/** docs/product.md: the assignment arrives through navigation state; without it, back to the list. */
function assignmentOf(state: unknown): AssignmentState | undefined {
  const candidate = state as Partial<AssignmentState> | null;
  return candidate?.subject && Array.isArray(candidate.questions) && candidate.questions.length > 0
    ? (candidate as AssignmentState)
    : undefined;
}

export function Component() {
  const assignment = assignmentOf(useLocation().state);
  if (!assignment) return <Navigate to={paths.assignments} replace />;
  return (
    <Page
      title={`${assignment.name} assignment`}
      heading={
        <span className="flex items-center gap-3">
          <SubjectIcon subject={assignment.subject} size="lg" />
          {assignment.name} assignment
        </span>
      }
    >
      <AssignmentRun assignment={assignment} />
    </Page>
  );
}
