import { useLingui } from '@lingui/react/macro';
import { Navigate, useLocation } from 'react-router';
import { Page } from '../../components/layout/page';
import { SubjectIcon } from '../../components/rewards/subject-mark';
import { paths } from '../../config/paths';
import { AssignmentRun } from '../../features/learning/assignment-run';
import type { AssignmentState } from '../../features/learning/todays-work';
import { SUBJECT_WORDS } from '../../lib/domain-words';

/** docs/product.md: the assignment arrives through navigation state; without it, back to the list. */
function assignmentOf(state: unknown): AssignmentState | undefined {
  const candidate = state as Partial<AssignmentState> | null;
  return candidate?.subject && Array.isArray(candidate.questions) && candidate.questions.length > 0
    ? (candidate as AssignmentState)
    : undefined;
}

export function Component() {
  const { t } = useLingui();
  const assignment = assignmentOf(useLocation().state);
  if (!assignment) return <Navigate to={paths.assignments} replace />;
  const title = t`${t(SUBJECT_WORDS[assignment.subject])} assignment`;
  return (
    <Page
      title={title}
      heading={
        <span className="flex items-center gap-3">
          <SubjectIcon subject={assignment.subject} size="lg" />
          {title}
        </span>
      }
    >
      <AssignmentRun assignment={assignment} />
    </Page>
  );
}
