import { useLingui } from '@lingui/react/macro';
import { ParentPage } from '../../components/layout/role-page';
import { ConfigureStudents } from '../../features/configure-students/configure-students';

export function Component() {
  const { t } = useLingui();
  return (
    <ParentPage title={t`Configure students`}>
      {(parent) => <ConfigureStudents parent={parent} />}
    </ParentPage>
  );
}
