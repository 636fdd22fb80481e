import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { classQuery } from '../../api/classes';
import { TeacherPage } from '../../components/layout/role-page';
import { QueryView } from '../../components/ui';
import { ClassRoom } from '../../features/classes/class-room';

/** /classes/:classId, one class's page for its teacher (docs/product.md "Teachers and classes"). */
export function Component() {
  const { t } = useLingui();
  const classId = useParams().classId ?? '';
  const got = useQuery(classQuery(classId));
  return (
    <TeacherPage title={got.data?.class.name ?? t`Class`}>
      {() => (
        <QueryView
          query={got}
          loading={t`Loading the class...`}
          failed={t`The class could not be loaded. Please try again.`}
        >
          {({ class: each, pupils }) => <ClassRoom each={each} pupils={pupils} />}
        </QueryView>
      )}
    </TeacherPage>
  );
}
