import {
  dayRangeText,
  daysBetween,
  displayName,
  levelRule,
  PROGRESS_WINDOW_DAYS,
  type StudentReport as Report,
  SUBJECTS,
  type Subject,
} from '@mathsteps/domain';
import { SubjectMark } from '../../components/rewards/subject-mark';

type Figures = Report['subjects'][string];

/** "4 → 5 → 6": the levels a subject went through, each once in a row. */
/** The table's columns, a subject a row. */
const COLUMNS = ['Subject', 'Complete', 'Score', 'Grade', 'Levels'];

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
const levelText = (subject: Subject, level: string) => levelRule(subject, Number(level));

/**
 * Per subject over the report's period (docs/product.md "What parents read"): complete, score, grade and the
 * levels with what the current one asks. A table where there is room; on a phone each
 * subject is a card of its own, so that no column is out of sight.
 */
export function SubjectFigures({ report }: { report: Report }) {
  const period = dayRangeText(report.period.from, report.period.to);
  // A child added less than 4 weeks ago has figures since their first day only.
  const whole = daysBetween(report.period.from, report.period.to) + 1 >= PROGRESS_WINDOW_DAYS;
  const title = whole
    ? 'The last 4 weeks'
    : `Since ${displayName(report.student.firstname)} started`;
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
              <th key={column} scope="col" className="py-1 pr-3 last:pr-0">
                {column}
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
                  Not scheduled
                </td>
              ) : (
                <>
                  <td className="py-2 pr-3">{figures.complete}%</td>
                  <td className="py-2 pr-3">{figures.score}%</td>
                  <td className="py-2 pr-3 text-lg font-bold">{figures.grade || '–'}</td>
                  <td className="py-2">
                    {levelPath(figures.levels, figures.level)}
                    <span className="level-rule block text-sm text-muted">
                      Now: {levelText(subject, figures.level)}
                    </span>
                  </td>
                </>
              )}
            </tr>
          ))}
        </tbody>
      </table>
      {/* The same figures, one card per subject, for a phone. */}
      <ul className="subject-cards flex flex-col gap-2 sm:hidden" aria-label="Subjects">
        {subjects.map(({ subject, figures }) => (
          <li key={subject} className="rounded-card bg-paper/60 p-3 ring-1 ring-line">
            <div className="flex items-center justify-between gap-2">
              <SubjectMark subject={subject} size="sm" />
              {!notScheduled(figures) && (
                <span className="font-bold">
                  Grade <span className="text-lg">{figures.grade || '–'}</span>
                </span>
              )}
            </div>
            {notScheduled(figures) ? (
              <p className="text-muted">Not scheduled</p>
            ) : (
              <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 text-sm">
                <dt className="text-muted">Complete</dt>
                <dd>{figures.complete}%</dd>
                <dt className="text-muted">Score</dt>
                <dd>{figures.score}%</dd>
                <dt className="text-muted">Levels</dt>
                <dd>
                  {levelPath(figures.levels, figures.level)}
                  <span className="block text-muted">Now: {levelText(subject, figures.level)}</span>
                </dd>
              </dl>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
