import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { studentQuery } from '../../api/student';
import { StudentPage } from '../../components/layout/role-page';
import { Spinner } from '../../components/ui';
import { QuickFacts } from '../../features/quick-facts/quick-facts';

export function Component() {
  const { t } = useLingui();
  return <StudentPage title={t`Quick Facts`}>{() => <QuickFactsOfChild />}</StudentPage>;
}

/** With the operation the parent chose, from the child's record (kept, or read first). */
function QuickFactsOfChild() {
  const { t } = useLingui();
  const chosen = useQuery({ ...studentQuery, select: (answer) => answer.student.quickfacts });
  if (chosen.isPending) return <Spinner label={t`Loading...`} />;
  return <QuickFacts picked={chosen.data?.operation} />;
}
