import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  badgeInfo,
  displayName,
  type FactsReport,
  type FactsSummary,
  type Locale,
  languageOf,
  type StudentReport as Report,
} from '@mathsteps/domain';
import { useContext } from 'react';
import { FactsMap } from '../../components/facts-map/facts-map';
import { PlacementLines } from '../../components/placement/placement-lines';
import { BadgeShelf } from '../../components/rewards/badges';
import { RewardsSummary, streakText } from '../../components/rewards/rewards-summary';
import { longDate } from '../../lib/dates';
import { gradeText, percent } from '../../lib/domain-words';
import { FactsWords } from './facts-words';
import { RecentMistakes } from './recent-mistakes';
import { ReportReader } from './report-reader';
import { type PracticeLink, StepsToWorkOn } from './steps-to-work-on';
import { SubjectFigures } from './subject-figures';
import { ThisWeek } from './this-week';
import { WeekChart } from './week-chart';

/** A streak of 0, as a parent reads it (the child is nudged to start one instead). */
const NO_STREAK_NOW = msg`No streak going right now`;

/**
 * One student's report card (docs/product.md "What parents read"), one printed page: this week in the weekly
 * e-mail's words, the last 4 weeks per subject, rewards, the chart, the steps to work on and
 * the recent mistakes. `practice` is the step a link asked to practice (the weekly e-mail's
 * "Start Maya's practice").
 */
export function StudentReport({
  report,
  facts,
  summary,
  practice,
}: {
  report: Report;
  facts: FactsReport;
  summary: FactsSummary;
  practice?: PracticeLink;
}) {
  const { i18n, t } = useLingui();
  const child = displayName(report.student.firstname);
  // The made-up child of the sample has no placements to ask the server for, and the
  // placements are the parent's to start.
  const parent = useContext(ReportReader) === 'parent';
  const name = `${child} ${displayName(report.student.lastname)}`;
  return (
    <article
      className="report-page flex flex-col gap-6 rounded-card bg-card p-4 ring-1 ring-line sm:p-6"
      aria-labelledby={`report-${report.student.accountname}`}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`report-${report.student.accountname}`} className="text-2xl font-bold">
          {name}
        </h2>
        <p className="text-muted">
          <Trans>
            Grade {report.student.gradelevel} · Report of {longDate(report.today, i18n.locale)}
          </Trans>
        </p>
      </div>

      <ThisWeek report={report} />
      {parent && <PlacementLines accountname={report.student.accountname} firstName={child} />}

      <SubjectFigures report={report} />
      <p className="text-lg font-bold">
        {report.average
          ? t`Average: ${percent(i18n.locale, Number(report.average.score))} (${gradeText(i18n.locale, report.average.score, report.average.grade)})`
          : t`No assignments finished in the last 4 weeks.`}
        {/* On paper the rewards join this line: the report stays one page per student. */}
        <span className="hidden font-normal print:inline">
          {' · '}
          {t`${plural(report.rewards.stars, { one: '# star', other: '# stars' })}`} ·{' '}
          {streakText(i18n, report.rewards.streak, NO_STREAK_NOW)} · <Trans>Badges:</Trans>{' '}
          {report.rewards.badges.length > 0
            ? report.rewards.badges
                .map((badge) => badgeInfo(badge.id, languageOf(i18n.locale as Locale)).title)
                .join(', ')
            : t`none yet`}
        </span>
      </p>

      <section
        className="flex flex-col gap-2 print:hidden"
        aria-label={t`Stars, streak and badges`}
      >
        <h3 className="font-bold">
          <Trans>Stars, streak and badges</Trans>
        </h3>
        <RewardsSummary
          stars={report.rewards.stars}
          streak={report.rewards.streak}
          noStreak={NO_STREAK_NOW}
        />
        <BadgeShelf badges={report.rewards.badges} owner={child} />
      </section>

      <section className="week-chart flex flex-col gap-2" aria-label={t`The last weeks`}>
        <h3 className="font-bold">
          <Trans>The last weeks</Trans>
        </h3>
        <WeekChart report={report} />
      </section>

      {/* On paper the maps give way to their words: the report stays one page per student. */}
      <section className="facts-section flex flex-col gap-2" aria-label={t`Number facts`}>
        <h3 className="font-bold">
          <Trans>Number facts</Trans>
        </h3>
        <FactsMap
          facts={facts}
          below={(operation) => (
            <FactsWords
              operation={operation}
              summary={summary[operation]}
              facts={facts[operation]}
              child={child}
              accountname={report.student.accountname}
            />
          )}
        />
      </section>

      <StepsToWorkOn report={report} practice={practice} />

      <RecentMistakes report={report} />

      {/* On paper only: whose report, from where, of when. */}
      <p className="report-footer hidden" aria-hidden="true">
        <span>
          <Trans>MathSteps report card</Trans>
        </span>
        <span>
          {name} · {longDate(report.today, i18n.locale)}
        </span>
      </p>
    </article>
  );
}
