import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  dayRangeText,
  daysBetween,
  displayName,
  type Locale,
  languageOf,
  levelRule,
  PROGRESS_WINDOW_DAYS,
  type StudentReport as Report,
  SUBJECTS,
  type Subject,
} from '@mathsteps/domain';
import { SubjectMark } from '../../components/rewards/subject-mark';
import { gradeText, percent } from '../../lib/domain-words';

type Figures = Report['subjects'][string];

/** "4 → 5 → 6": the levels a subject went through, each once in a row. */
/** The table's columns, a subject a row. */
const COLUMNS = [msg`Subject`, msg`Complete`, msg`Score`, msg`Grade`, msg`Levels`];

export function levelPath(levels: Figures['levels'], current: string): string {
  const path: string[] = [];
  for (const { level } of [...levels, { level: current }]) {
    if (path.at(-1) !== level) path.push(level);
  }
  return path.join(' → ');
}

/** Never scheduled and never done: 0% would read like failing. */
const notScheduled = (figures: Figures) => figures.schedule === '' && figures.levels.length === 0;

/** "2-digit + 2-digit, carrying": what the current level asks, in words. */
const levelText = (subject: Subject, level: string, locale: string) =>
  levelRule(subject, Number(level), languageOf(locale as Locale));

/**
 * Per subject over the report's period (docs/product.md "What parents read"): complete, score, grade and the
 * levels with what the current one asks. A table where there is room; on a phone each
 * subject is a card of its own, so that no column is out of sight.
 */
export function SubjectFigures({ report }: { report: Report }) {
  const { i18n, t } = useLingui();
  const period = dayRangeText(report.period.from, report.period.to, i18n.locale);
  const share = (value: string) => percent(i18n.locale, Number(value));
  // A child added less than 4 weeks ago has figures since their first day only.
  const whole = daysBetween(report.period.from, report.period.to) + 1 >= PROGRESS_WINDOW_DAYS;
  const child = displayName(report.student.firstname);
  const title = whole ? t`The last 4 weeks` : t`Since ${child} started`;
  const subjects = SUBJECTS.flatMap((subject) => {
    const figures = report.subjects[subject];
    return figures ? [{ subject, figures }] : [];
  });
  const heading = `report-period-${report.student.accountname}`;
  return (
    <section className="subject-figures flex flex-col gap-2" aria-labelledby={heading}>
      <h3 id={heading} className="font-bold">
        {title} <span className="font-normal text-muted">({period})</span>
      </h3>
      <table className="subject-table hidden w-full text-left sm:table">
        <thead className="text-sm text-muted">
          <tr>
            {COLUMNS.map((column) => (
              <th key={column.id} scope="col" className="py-1 pr-3 last:pr-0">
                {t(column)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {subjects.map(({ subject, figures }) => (
            <tr key={subject} className="border-t border-line align-top">
              <th scope="row" className="py-2 pr-3">
                <SubjectMark subject={subject} size="sm" />
              </th>
              {notScheduled(figures) ? (
                <td colSpan={4} className="py-2 text-muted">
                  <Trans>Not scheduled</Trans>
                </td>
              ) : (
                <>
                  <td className="py-2 pr-3">{share(figures.complete)}</td>
                  <td className="py-2 pr-3">{share(figures.score)}</td>
                  <td className="py-2 pr-3 text-lg font-bold">
                    {gradeText(i18n.locale, figures.score, figures.grade)}
                  </td>
                  <td className="py-2">
                    {levelPath(figures.levels, figures.level)}
                    <span className="level-rule block text-sm text-muted">
                      <Trans>Now: {levelText(subject, figures.level, i18n.locale)}</Trans>
                    </span>
                  </td>
                </>
              )}
            </tr>
          ))}
        </tbody>
      </table>
      {/* The same figures, one card per subject, for a phone. */}
      <ul className="subject-cards flex flex-col gap-2 sm:hidden" aria-label={t`Subjects`}>
        {subjects.map(({ subject, figures }) => (
          <li key={subject} className="rounded-card bg-paper/60 p-3 ring-1 ring-line">
            <div className="flex items-center justify-between gap-2">
              <SubjectMark subject={subject} size="sm" />
              {!notScheduled(figures) && (
                <span className="font-bold">
                  <Trans>
                    Grade{' '}
                    <span className="text-lg">
                      {gradeText(i18n.locale, figures.score, figures.grade)}
                    </span>
                  </Trans>
                </span>
              )}
            </div>
            {notScheduled(figures) ? (
              <p className="text-muted">
                <Trans>Not scheduled</Trans>
              </p>
            ) : (
              <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 text-sm">
                <dt className="text-muted">
                  <Trans>Complete</Trans>
                </dt>
                <dd>{share(figures.complete)}</dd>
                <dt className="text-muted">
                  <Trans>Score</Trans>
                </dt>
                <dd>{share(figures.score)}</dd>
                <dt className="text-muted">
                  <Trans>Levels</Trans>
                </dt>
                <dd>
                  {levelPath(figures.levels, figures.level)}
                  <span className="block text-muted">
                    <Trans>Now: {levelText(subject, figures.level, i18n.locale)}</Trans>
                  </span>
                </dd>
              </dl>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
