import { Trans, useLingui } from '@lingui/react/macro';
import { displayName } from '@mathsteps/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { useLiveBoard } from '../../api/class-board';
import { classReportQuery } from '../../api/classes';
import { TeacherPage } from '../../components/layout/role-page';
import { Panel, QueryView } from '../../components/ui';
import { BackLinks } from '../../features/classes/back-links';
import { PupilTile } from '../../features/classes/class-board';
import { DayMistakes } from '../../features/report-cards/recent-mistakes';
import { ReportReader } from '../../features/report-cards/report-reader';
import { StudentReport } from '../../features/report-cards/student-report';
import { reasonOf } from '../../lib/server-errors';

/**
 * /classes/:classId/pupils/:pupilId: one pupil's today as the live board sees it, with the
 * grids it got wrong today (docs/product.md "The live board"), then its report card, read by
 * the teacher as the parent reads it, without the parent's buttons; a family's child while it
 * is linked to the class too (docs/product.md "Families' children in a class").
 */
export function Component() {
  const { t } = useLingui();
  const { classId = '', pupilId = '' } = useParams();
  const got = useQuery(classReportQuery(classId, pupilId));
  const { query: board } = useLiveBoard(classId);
  const read = board.data;
  const tile = read?.tiles.find((each) => each.id === pupilId);
  const first = got.data && displayName(got.data.report.student.firstname);
  const queries = useQueryClient();
  // New work on the board: the report's grids are read again.
  const moved = tile && `${tile.tries} ${tile.lastSeen} ${tile.stuck?.problems}`;
  useEffect(() => {
    if (moved) void queries.invalidateQueries(classReportQuery(classId, pupilId));
  }, [moved, queries, classId, pupilId]);
  return (
    <TeacherPage title={first ? t`${first}’s work` : t`A pupil’s work`}>
      {() => (
        <div className="flex flex-col gap-4">
          <BackLinks classId={classId} to={['class', 'board']} />
          <QueryView
            query={got}
            loading={t`Loading the report...`}
            // A child no longer in the class is said so ("not found"), not offered a retry alone.
            failed={reasonOf(got.error, t`The report could not be loaded. Please try again.`)}
          >
            {({ report, facts, factssummary }) => (
              <>
                {tile && read && (
                  <Panel id="today-heading" title={<Trans>Today</Trans>}>
                    <PupilTile tile={tile} at={read.at} />
                    <DayMistakes report={report} day={tile.today} />
                  </Panel>
                )}
                <ReportReader.Provider value="teacher">
                  <StudentReport report={report} facts={facts} summary={factssummary} />
                </ReportReader.Provider>
              </>
            )}
          </QueryView>
        </div>
      )}
    </TeacherPage>
  );
}
