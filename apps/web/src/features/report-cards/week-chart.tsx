import { Trans, useLingui } from '@lingui/react/macro';
import { addDays, type StudentReport } from '@mathsteps/domain';
import { percent } from '../../lib/domain-words';

interface Week {
  weekStart: string;
  complete: number;
  score: number | null;
}

/** The weeks of all subjects together: days done of days scheduled, and the mean score. */
export function combinedWeeks(report: StudentReport): Week[] {
  const byWeek = new Map<string, { scheduled: number; done: number; scores: number[] }>();
  for (const subject of Object.values(report.subjects)) {
    for (const week of subject.weeks) {
      const entry = byWeek.get(week.weekStart) ?? { scheduled: 0, done: 0, scores: [] };
      entry.scheduled += week.scheduledDays;
      entry.done += week.completedDays;
      if (week.completedDays > 0) entry.scores.push(Number(week.score));
      byWeek.set(week.weekStart, entry);
    }
  }
  return [...byWeek.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([weekStart, entry]) => ({
      weekStart,
      complete: entry.scheduled > 0 ? Math.round((entry.done / entry.scheduled) * 100) : 0,
      score:
        entry.scores.length > 0
          ? Math.round(entry.scores.reduce((sum, score) => sum + score, 0) / entry.scores.length)
          : null,
    }));
}

const shortDate = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

/** "Nov 16-22", "Oct 26-Nov 1": a Monday-to-Sunday week (the weekly e-mail's). */
export function weekText(weekStart: string, locale = 'en-US'): string {
  if (!locale.startsWith('en')) {
    // Another language's order: "16–22 nov" (docs/languages.md).
    const at = (date: string) => new Date(`${date}T12:00:00Z`);
    return new Intl.DateTimeFormat(locale, {
      month: 'short',
      day: 'numeric',
      timeZone: 'UTC',
    }).formatRange(at(weekStart), at(addDays(weekStart, 6)));
  }
  const end = shortDate(addDays(weekStart, 6));
  const start = shortDate(weekStart);
  return start.slice(0, 3) === end.slice(0, 3) ? `${start}-${end.slice(4)}` : `${start}-${end}`;
}

const HEIGHT = 120;
const BAR = 24;
const GROUP = 84;
/** Room above the bars for their values. */
const TOP = 16;

/**
 * The last weeks as bars: work done (blue) and score (green) per week, each with its
 * value written on it, under the dates of its week. The same numbers are in a table for
 * screen readers.
 */
export function WeekChart({ report }: { report: StudentReport }) {
  const { i18n, t } = useLingui();
  const weeks = combinedWeeks(report);
  const share = (value: number) => percent(i18n.locale, value);
  if (weeks.length === 0)
    return (
      <p className="text-muted">
        <Trans>No weeks to show yet.</Trans>
      </p>
    );
  // Bars of nothing would be an empty plot: a new child's parent reads a sentence instead.
  if (weeks.every((week) => week.score === null)) {
    return (
      <p className="text-muted">
        <Trans>
          No assignments finished in these weeks yet. The bars start with the first one.
        </Trans>
      </p>
    );
  }
  const width = weeks.length * GROUP + 16;
  const top = (value: number) => TOP + HEIGHT - (value / 100) * HEIGHT;
  const label = (x: number, value: number | null, fill: string) => (
    <text x={x + BAR / 2} y={top(value ?? 0) - 4} textAnchor="middle" fontSize="12" fill={fill}>
      {value === null ? '–' : share(value)}
    </text>
  );
  return (
    <figure className="flex flex-col gap-2">
      <svg
        viewBox={`0 0 ${width} ${TOP + HEIGHT + 24}`}
        width={width * 1.25}
        height={(TOP + HEIGHT + 24) * 1.25}
        className="h-auto max-w-full"
        aria-hidden="true"
        data-testid="week-chart"
      >
        <line x1="8" x2={width - 8} y1={TOP + HEIGHT} y2={TOP + HEIGHT} stroke="currentColor" />
        {weeks.map((week, index) => {
          const x = 8 + index * GROUP + (GROUP - 2 * BAR - 4) / 2;
          const score = week.score ?? 0;
          return (
            <g key={week.weekStart}>
              <rect
                x={x}
                y={top(week.complete)}
                width={BAR}
                height={TOP + HEIGHT - top(week.complete)}
                rx="3"
                fill="#1d5fbf"
              />
              {label(x, week.complete, '#174d9c')}
              <rect
                x={x + BAR + 4}
                y={top(score)}
                width={BAR}
                height={TOP + HEIGHT - top(score)}
                rx="3"
                fill="#1b6b3f"
              />
              {label(x + BAR + 4, week.score, '#1b6b3f')}
              <text
                x={x + BAR + 2}
                y={TOP + HEIGHT + 16}
                textAnchor="middle"
                fontSize="11"
                fill="#4b5567"
              >
                {weekText(week.weekStart, i18n.locale)}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption className="flex gap-4 text-sm text-muted">
        <span className="flex items-center gap-1">
          <span className="inline-block size-3 rounded-sm bg-brand-600" /> <Trans>Work done</Trans>
        </span>
        <span className="flex items-center gap-1">
          <span className="inline-block size-3 rounded-sm bg-leaf-700" /> <Trans>Score</Trans>
        </span>
      </figcaption>
      <table className="sr-only">
        <caption>
          <Trans>The last weeks</Trans>
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <Trans>Week</Trans>
            </th>
            <th scope="col">
              <Trans>Work done</Trans>
            </th>
            <th scope="col">
              <Trans>Score</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.weekStart}>
              <th scope="row">{weekText(week.weekStart, i18n.locale)}</th>
              <td>{share(week.complete)}</td>
              <td>{week.score === null ? t`no work` : share(week.score)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
