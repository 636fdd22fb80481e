import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Table2 } from 'lucide-react';
import { generatePath, useParams } from 'react-router';
import { useLiveBoard } from '../../api/class-board';
import { classQuery } from '../../api/classes';
import { TeacherPage } from '../../components/layout/role-page';
import { ButtonLink, QueryView } from '../../components/ui';
import { paths } from '../../config/paths';
import { BackLinks } from '../../features/classes/back-links';
import { ClassBoardView } from '../../features/classes/class-board';
import { reasonOf } from '../../lib/server-errors';

/**
 * /classes/:classId/board: the class's live board while a lesson runs (docs/product.md "The
 * live board"), moving by itself as the pupils work.
 */
export function Component() {
  const { t } = useLingui();
  const classId = useParams().classId ?? '';
  const got = useQuery(classQuery(classId));
  const { query: board, link } = useLiveBoard(classId);
  const name = got.data?.class.name;
  return (
    <TeacherPage title={name ? t`${name}: live board` : t`Live board`}>
      {() => (
        <div className="flex flex-col gap-4">
          <BackLinks classId={classId} to={['class']}>
            <ButtonLink to={generatePath(paths.classMistakes, { classId })} variant="secondary">
              <Table2 aria-hidden className="size-5" />
              <Trans>Mistakes by step</Trans>
            </ButtonLink>
          </BackLinks>
          <QueryView
            query={got}
            loading={t`Loading the class...`}
            failed={reasonOf(got.error, t`The class could not be loaded. Please try again.`)}
          >
            {({ class: each }) => (
              <QueryView
                query={board}
                loading={t`Loading the board...`}
                failed={reasonOf(board.error, t`The board could not be loaded. Please try again.`)}
              >
                {(read) => <ClassBoardView each={each} board={read} link={link} />}
              </QueryView>
            )}
          </QueryView>
        </div>
      )}
    </TeacherPage>
  );
}
