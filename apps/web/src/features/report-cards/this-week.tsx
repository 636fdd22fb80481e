import { Trans, useLingui } from '@lingui/react/macro';
import {
  dayRangeText,
  type Locale,
  languageOf,
  misconceptionText,
  quotedIn,
  type StudentReport as Report,
  weekSummary,
} from '@mathsteps/domain';
import { useContext } from 'react';
import { ReportReader } from './report-reader';

/**
 * This week on the report card, Monday to Sunday: the weekly e-mail's own sentences
 * (weekSummary), so that card and e-mail say the same. The steps to work on are drawn in
 * full below, so here they are named only.
 */
export function ThisWeek({ report }: { report: Report }) {
  const { i18n, t } = useLingui();
  const language = languageOf(i18n.locale as Locale);
  const summary = weekSummary(report, language);
  const reader = useContext(ReportReader);
  const steps = report.misconceptions
    .map((step) => misconceptionText(step.id, step.subject, language).title)
    .map((title) => quotedIn(title, language))
    .join(', ');
  const toWorkOn = [
    ...(report.misconceptions.length > 0
      ? [
          report.misconceptions.length === 1
            ? t`A step to work on, shown below: ${steps}.`
            : t`Steps to work on, shown below: ${steps}.`,
        ]
      : []),
    ...summary.toWorkOn,
  ];
  const parts: [string, string[]][] = [
    [t`Going well`, summary.goingWell],
    [t`To work on`, toWorkOn],
  ];
  const heading = `this-week-${report.student.accountname}`;
  return (
    <section
      className="this-week flex flex-col gap-3 rounded-card bg-brand-50 p-4 ring-1 ring-brand-100"
      aria-labelledby={heading}
    >
      <h3 id={heading} className="font-bold">
        <Trans>This week</Trans>{' '}
        <span className="font-normal">
          ({dayRangeText(report.week.from, report.week.to, i18n.locale)})
        </span>
      </h3>
      <ul className="flex list-disc flex-col gap-1 pl-5">
        {summary.thisWeek.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {parts.map(
        ([title, lines]) =>
          lines.length > 0 && (
            <div key={title} className="flex flex-col gap-1">
              <h4 className="font-bold">{title}</h4>
              <ul className="flex list-disc flex-col gap-1 pl-5">
                {lines.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </div>
          ),
      )}
      {/* The next step is the parent's to take (a schedule, a practice set): not the teacher's. */}
      {reader !== 'teacher' && (
        <div className="flex flex-col gap-1">
          <h4 className="font-bold">
            <Trans>Next step</Trans>
          </h4>
          <p>{summary.nextStep.text}</p>
        </div>
      )}
    </section>
  );
}
