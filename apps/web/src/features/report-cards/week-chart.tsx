import type { StudentReport } from '@mathsteps/domain';

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

const HEIGHT = 120;
const BAR = 18;
const GROUP = 64;

/**
 * The last weeks as bars: work done (blue) and score (green) per week. The same numbers
 * are in a table for screen readers.
 */
export function WeekChart({ report }: { report: StudentReport }) {
  const weeks = combinedWeeks(report);
  if (weeks.length === 0) return <p className="text-muted">No weeks to show yet.</p>;
  const width = weeks.length * GROUP + 16;
  return (
    <figure className="flex flex-col gap-2">
      <svg
        viewBox={`0 0 ${width} ${HEIGHT + 24}`}
        width={width * 1.5}
        height={(HEIGHT + 24) * 1.5}
        className="h-auto max-w-full"
        aria-hidden="true"
        data-testid="week-chart"
      >
        <line x1="8" x2={width - 8} y1={HEIGHT} y2={HEIGHT} stroke="currentColor" />
        {weeks.map((week, index) => {
          const x = 16 + index * GROUP;
          const done = (week.complete / 100) * (HEIGHT - 8);
          const score = ((week.score ?? 0) / 100) * (HEIGHT - 8);
          return (
            <g key={week.weekStart}>
              <rect x={x} y={HEIGHT - done} width={BAR} height={done} rx="3" fill="#1d5fbf" />
              <rect
                x={x + BAR + 4}
                y={HEIGHT - score}
                width={BAR}
                height={score}
                rx="3"
                fill="#1b6b3f"
              />
              <text x={x + BAR} y={HEIGHT + 16} textAnchor="middle" fontSize="11" fill="#4b5567">
                {shortDate(week.weekStart)}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption className="flex gap-4 text-sm text-muted">
        <span className="flex items-center gap-1">
          <span className="inline-block size-3 rounded-sm bg-brand-600" /> Work done
        </span>
        <span className="flex items-center gap-1">
          <span className="inline-block size-3 rounded-sm bg-leaf-700" /> Score
        </span>
      </figcaption>
      <table className="sr-only">
        <caption>The last weeks</caption>
        <thead>
          <tr>
            <th scope="col">Week of</th>
            <th scope="col">Work done</th>
            <th scope="col">Score</th>
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.weekStart}>
              <th scope="row">{shortDate(week.weekStart)}</th>
              <td>{week.complete}%</td>
              <td>{week.score === null ? 'no work' : `${week.score}%`}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
