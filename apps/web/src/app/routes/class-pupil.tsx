import { Trans, useLingui } from '@lingui/react/macro';
import { displayName } from '@mathsteps/domain';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { generatePath, useParams } from 'react-router';
import { classReportQuery } from '../../api/classes';
import { TeacherPage } from '../../components/layout/role-page';
import { ButtonLink, QueryView } from '../../components/ui';
import { paths } from '../../config/paths';
import { ReportReader } from '../../features/report-cards/report-reader';
import { StudentReport } from '../../features/report-cards/student-report';
import { reasonOf } from '../../lib/server-errors';

/**
 * /classes/:classId/pupils/:pupilId: the report card of one of the class's pupils, or of a
 * family's child while it is linked to the class (docs/product.md "Families' children in a
 * class"), read by the teacher as the parent reads it, without the parent's buttons.
 */
export function Component() {
  const { t } = useLingui();
  const { classId = '', pupilId = '' } = useParams();
  const got = useQuery(classReportQuery(classId, pupilId));
  const first = got.data && displayName(got.data.report.student.firstname);
  return (
    <TeacherPage title={first ? t`${first}’s work` : t`A pupil’s work`}>
      {() => (
        <div className="flex flex-col gap-4">
          <ButtonLink
            to={generatePath(paths.classRoom, { classId })}
            variant="ghost"
            className="no-print self-start"
          >
            <ArrowLeft aria-hidden className="size-5" />
            <Trans>Back to the class</Trans>
          </ButtonLink>
          <QueryView
            query={got}
            loading={t`Loading the report...`}
            // A child no longer in the class is said so ("not found"), not offered a retry alone.
            failed={reasonOf(got.error, t`The report could not be loaded. Please try again.`)}
          >
            {({ report, facts, factssummary }) => (
              <ReportReader.Provider value="teacher">
                <StudentReport report={report} facts={facts} summary={factssummary} />
              </ReportReader.Provider>
            )}
          </QueryView>
        </div>
      )}
    </TeacherPage>
  );
}
