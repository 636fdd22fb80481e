import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { classMistakesQuery, classQuery } from '../../api/classes';
import { TeacherPage } from '../../components/layout/role-page';
import { QueryView } from '../../components/ui';
import { BackLinks } from '../../features/classes/back-links';
import { ClassMistakesView } from '../../features/classes/class-mistakes';
import { reasonOf } from '../../lib/server-errors';

/**
 * /classes/:classId/mistakes: the class's mistakes by step over the last two weeks
 * (docs/product.md "The class's mistakes").
 */
export function Component() {
  const { t } = useLingui();
  const classId = useParams().classId ?? '';
  const found = useQuery({ ...classQuery(classId), select: (got) => got.class }).data;
  const name = found?.name;
  const table = useQuery(classMistakesQuery(classId));
  return (
    <TeacherPage title={name ? t`${name}: mistakes by step` : t`Mistakes by step`}>
      {() => (
        <div className="flex flex-col gap-4">
          <BackLinks classId={classId} to={['board', 'class']} />
          <QueryView
            query={table}
            loading={t`Loading the mistakes...`}
            failed={reasonOf(table.error, t`The mistakes could not be loaded. Please try again.`)}
          >
            {(read) => (
              <ClassMistakesView classId={classId} table={read} method={found?.schoolmethod} />
            )}
          </QueryView>
        </div>
      )}
    </TeacherPage>
  );
}
