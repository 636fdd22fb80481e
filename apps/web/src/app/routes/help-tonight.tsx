import { Trans, useLingui } from '@lingui/react/macro';
import {
  DEFAULT_SCHOOL_METHOD,
  HELP_TONIGHT_QUERY,
  localDate,
  practiceOfQuery,
  reportCardPath,
  type SchoolMethod,
  schoolMethodOf,
} from '@mathsteps/domain';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { generatePath, useSearchParams } from 'react-router';
import { parentQuery } from '../../api/parent';
import { reportQuery, useStudentChange } from '../../api/students';
import { Page } from '../../components/layout/page';
import { ParentPage } from '../../components/layout/role-page';
import { Banner, ButtonLink, LinkBanner, QueryView, WriteFailure } from '../../components/ui';
import { paths } from '../../config/paths';
import { HelpTonight } from '../../features/report-cards/help-tonight';
import { PremiumOffer } from '../../features/report-cards/report-cards';
import { ReportReader } from '../../features/report-cards/report-reader';
import { SampleBanner } from '../../features/report-cards/sample-banner';
import { sampleReport } from '../../features/report-cards/sample-report';
import type { ParentProfile } from '../../lib/session';

/**
 * /help-tonight?student=maya&step=subtraction.borrow-across-zero: a step's page for a
 * premium parent (docs/help-tonight.md); without `student`, the sample report's, open to
 * anyone.
 */
export function Component() {
  const { t } = useLingui();
  const [query] = useSearchParams();
  const step = practiceOfQuery(query.get(HELP_TONIGHT_QUERY.step));
  const student = query.get(HELP_TONIGHT_QUERY.student);
  if (student === null)
    return (
      <SampleHelp
        step={step}
        chosen={{
          subtraction: query.get(HELP_TONIGHT_QUERY.subtraction),
          division: query.get(HELP_TONIGHT_QUERY.division),
        }}
        classId={query.get(HELP_TONIGHT_QUERY.class)}
      />
    );
  return (
    <ParentPage title={t`Help tonight`}>
      {(parent) => (
        <ChildHelp
          parent={parent}
          student={query.get(HELP_TONIGHT_QUERY.student) ?? ''}
          step={step}
        />
      )}
    </ParentPage>
  );
}

type Step = ReturnType<typeof practiceOfQuery>;

function UnknownStep({ back }: { back: { to: string; label?: ReactNode } }) {
  return (
    <LinkBanner
      tone="error"
      link={{ to: back.to, label: back.label ?? <Trans>Back to the report</Trans> }}
    >
      <Trans>
        This link does not name a step MathSteps knows. Open Help tonight from a step on the report
        card.
      </Trans>
    </LinkBanner>
  );
}

/**
 * The sample's page, in the methods the link names (a class's, from its mistakes table), else the
 * usual ones of the page's language. From a class's mistakes, its words are the teacher's and it
 * leads back there.
 */
function SampleHelp({
  step,
  chosen,
  classId,
}: {
  step: Step;
  chosen: { subtraction: string | null; division: string | null };
  /** The class whose mistakes table linked here, if any. */
  classId: string | null;
}) {
  const [sample] = useState(() =>
    sampleReport(localDate(new Date(), Intl.DateTimeFormat().resolvedOptions().timeZone)),
  );
  const { t, i18n } = useLingui();
  // The sample child's school writes as the page's language usually does (docs/written-methods.md).
  const [method, setMethod] = useState<SchoolMethod>(() => schoolMethodOf(chosen, i18n.locale));
  const back = classId
    ? {
        to: generatePath(paths.classMistakes, { classId }),
        label: <Trans>Back to the class’s mistakes</Trans>,
      }
    : { to: paths.sampleReport, label: <Trans>Back to the sample report</Trans> };
  return (
    <Page title={classId ? t`Help tonight` : t`Help tonight (sample)`}>
      {classId ? (
        // A teacher's: no plans to sell, the class's own grids are a link away.
        <div className="no-print">
          <Banner tone="info">
            <Trans>
              The mistakes on this page are Maya’s, a sample child’s, not a pupil’s; the methods are
              your class’s. A pupil’s own grid of this step is in the class’s mistakes.
            </Trans>
          </Banner>
        </div>
      ) : (
        <SampleBanner>
          <Trans>
            This is a sample, from the sample report: Maya is not a real child. With Premium, each
            step on your child’s report card has a page like this one, from their own mistakes.
          </Trans>
        </SampleBanner>
      )}
      {step ? (
        <ReportReader.Provider value={classId ? 'teacher' : 'sample'}>
          <HelpTonight report={sample.report} step={step} method={method} onMethod={setMethod} />
        </ReportReader.Provider>
      ) : (
        <UnknownStep back={back} />
      )}
      <ButtonLink to={back.to} variant="secondary" className="no-print self-start">
        {back.label}
      </ButtonLink>
    </Page>
  );
}

function ChildHelp({
  parent,
  student,
  step,
}: {
  parent: ParentProfile;
  student: string;
  step: Step;
}) {
  const { t } = useLingui();
  const premium = parent.userpremium === 'true';
  const report = useQuery({ ...reportQuery(student), enabled: premium && student !== '' });
  const students = useQuery({ ...parentQuery, select: (answer) => answer.students });
  const child = students.data?.find((each) => each.accountname === student);
  // The method is the child's: chosen here, it is saved and the student card shows it too.
  const save = useStudentChange(child);
  // The choice shows at once, in the same render as the tap (a controlled radio would otherwise
  // spring back until the save's pending state arrives); it is the child's again once saved,
  // or back to the child's when the save fails.
  const [chosen, setChosen] = useState<SchoolMethod>();
  const method = chosen ?? child?.schoolmethod ?? DEFAULT_SCHOOL_METHOD;
  const back = reportCardPath(student);
  if (!premium) {
    return (
      <PremiumOffer title={t`Help tonight comes with Premium`}>
        <Trans>
          For each step your child gets wrong: their own mistake worked right in the school’s
          method, what to say, and three problems to do together on paper.
        </Trans>
      </PremiumOffer>
    );
  }
  if (!step) return <UnknownStep back={{ to: back }} />;
  if (students.data && !child) {
    return (
      <LinkBanner tone="error" link={{ to: paths.reportCards, label: <Trans>Report cards</Trans> }}>
        <Trans>
          The link names a student who is not on this account: open Help tonight from a step on one
          of your children’s report cards.
        </Trans>
      </LinkBanner>
    );
  }
  return (
    <>
      <WriteFailure
        write={save}
        fallback={t`The school’s method could not be saved. Please try again.`}
      />
      <QueryView
        query={report}
        loading={t`Loading the report...`}
        failed={t`The report could not be loaded. Please try again.`}
      >
        {(answer) => (
          <HelpTonight
            report={answer.report}
            step={step}
            method={method}
            onMethod={(next) => {
              if (!child) return;
              setChosen(next);
              save.mutate({ schoolmethod: next }, { onSettled: () => setChosen(undefined) });
            }}
          />
        )}
      </QueryView>
      <ButtonLink to={back} variant="secondary" className="no-print self-start">
        <Trans>Back to the report card</Trans>
      </ButtonLink>
    </>
  );
}
