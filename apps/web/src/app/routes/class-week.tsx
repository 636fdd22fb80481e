import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { classWeekQuery } from '../../api/classes';
import { TeacherPage } from '../../components/layout/role-page';
import { QueryView } from '../../components/ui';
import { BackLinks } from '../../features/classes/back-links';
import { ClassWeekView } from '../../features/classes/class-week';
import { reasonOf } from '../../lib/server-errors';

/**
 * /classes/:classId/week: the weekly class report, to read and print on one page (docs/product.md
 * "The weekly class report"); the teacher's weekly e-mail links here.
 */
export function Component() {
  const { t } = useLingui();
  const classId = useParams().classId ?? '';
  const week = useQuery(classWeekQuery(classId));
  const name = week.data?.name;
  return (
    <TeacherPage title={name ? t`${name}: this week` : t`The class’s week`}>
      {() => (
        <div className="flex flex-col gap-4">
          <BackLinks classId={classId} to={['class']} />
          <QueryView
            query={week}
            loading={t`Loading the week...`}
            failed={reasonOf(week.error, t`The week could not be loaded. Please try again.`)}
          >
            {(read) => <ClassWeekView week={read} />}
          </QueryView>
        </div>
      )}
    </TeacherPage>
  );
}
