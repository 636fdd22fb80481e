import { Trans, useLingui } from '@lingui/react/macro';
import { localDate } from '@mathsteps/domain';
import { useState } from 'react';
import { Page } from '../../components/layout/page';
import { ButtonLink } from '../../components/ui';
import { paths } from '../../config/paths';
import { ReportReader } from '../../features/report-cards/report-reader';
import { SampleBanner } from '../../features/report-cards/sample-banner';
import { sampleReport } from '../../features/report-cards/sample-report';
import { StudentReport } from '../../features/report-cards/student-report';

/**
 * /sample-report: what a report card of Premium holds, for anyone to see before
 * buying: a made-up child, clearly marked, with the named mistake, her grids, the facts map
 * and the week. No one's data.
 */
export function Component() {
  const { t } = useLingui();
  // Dated today, in the reader's own zone: the sample reads like this week's report.
  const [sample] = useState(() =>
    sampleReport(localDate(new Date(), Intl.DateTimeFormat().resolvedOptions().timeZone)),
  );
  return (
    <Page title={t`Sample report card`}>
      {/* On paper the sample prints as a child's report does: its name says it is a sample. */}
      <SampleBanner>
        <Trans>
          This is a sample. Maya is not a real child, and nothing here is anyone’s data. With
          Premium, each of your children has a report card like this one.
        </Trans>
      </SampleBanner>
      <ReportReader.Provider value="sample">
        <StudentReport report={sample.report} facts={sample.facts} summary={sample.summary} />
      </ReportReader.Provider>
      <ButtonLink to={paths.pricing} variant="secondary" className="no-print self-start">
        <Trans>Back to Pricing</Trans>
      </ButtonLink>
    </Page>
  );
}
