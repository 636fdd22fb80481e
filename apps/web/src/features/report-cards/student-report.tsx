import {
  dayRangeText,
  type Problem,
  type StudentReport as Report,
  SUBJECT_NAMES,
  SUBJECTS,
  type Subject,
  solve,
  wrongThisWeekText,
} from '@mathsteps/domain';
import { ScrollRegion } from '../../components/ui';
import { longDate } from '../../lib/dates';
import { BadgeShelf } from '../rewards/badges';
import { RewardsSummary, streakText } from '../rewards/rewards-summary';
import { SubjectMark } from '../rewards/subject-mark';
import { GridView } from '../worked-grid/grid-view';
import { StepsToWorkOn } from './steps-to-work-on';
import { WeekChart } from './week-chart';

/** A streak of 0, as a parent reads it (the child is nudged to start one instead). */
const NO_STREAK_NOW = 'No streak going right now';

/** "4 → 5 → 6": the levels a subject went through, each once in a row. */
function levelPath(levels: Report['subjects'][string]['levels'], current: string): string {
  const path: string[] = [];
  for (const { level } of [...levels, { level: current }]) {
    if (path.at(-1) !== level) path.push(level);
  }
  return path.join(' → ');
}

function problemOf(subject: string, a: string, b: string): Problem | undefined {
  try {
    return solve(subject as Subject, Number(a), Number(b));
  } catch {
    return undefined;
  }
}

/** One student's report card (DESIGN.md §7.4), one printed page. */
export function StudentReport({ report }: { report: Report }) {
  const name = `${report.student.firstname} ${report.student.lastname}`;
  return (
    <article
      className="report-page flex flex-col gap-6 rounded-card bg-card p-6 ring-1 ring-line"
      aria-labelledby={`report-${report.student.accountname}`}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`report-${report.student.accountname}`} className="text-2xl font-bold">
          {name}
        </h2>
        <p className="text-muted">
          Grade {report.student.gradelevel} · Report of {longDate(report.today)}
        </p>
      </div>

      <ScrollRegion label="Figures per subject">
        <table className="w-full text-left">
          <caption className="sr-only">Figures of the last 4 weeks</caption>
          <thead className="text-sm text-muted">
            <tr>
              <th scope="col" className="py-1 pr-3">
                Subject
              </th>
              <th scope="col" className="py-1 pr-3">
                Complete
              </th>
              <th scope="col" className="py-1 pr-3">
                Score
              </th>
              <th scope="col" className="py-1 pr-3">
                Grade
              </th>
              <th scope="col" className="py-1">
                Levels
              </th>
            </tr>
          </thead>
          <tbody>
            {SUBJECTS.map((subject) => {
              const figures = report.subjects[subject];
              if (!figures) return null;
              // Never scheduled and never done: 0% would read like failing.
              if (figures.schedule === '' && figures.levels.length === 0) {
                return (
                  <tr key={subject} className="border-t border-line">
                    <th scope="row" className="py-2 pr-3">
                      <SubjectMark subject={subject} size="sm" />
                    </th>
                    <td colSpan={4} className="py-2 text-muted">
                      Not scheduled
                    </td>
                  </tr>
                );
              }
              return (
                <tr key={subject} className="border-t border-line">
                  <th scope="row" className="py-2 pr-3">
                    <SubjectMark subject={subject} size="sm" />
                  </th>
                  <td className="py-2 pr-3">{figures.complete}%</td>
                  <td className="py-2 pr-3">{figures.score}%</td>
                  <td className="py-2 pr-3 text-lg font-bold">{figures.grade || '–'}</td>
                  <td className="py-2">{levelPath(figures.levels, figures.level)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </ScrollRegion>
      <p className="text-lg font-bold">
        {report.average
          ? `Average: ${report.average.score}% (${report.average.grade})`
          : 'No assignments finished in the last 4 weeks.'}
        {/* On paper the rewards join this line: the report stays one page per student. */}
        <span className="hidden font-normal print:inline">
          {' · '}
          {report.rewards.stars} stars · {streakText(report.rewards.streak, NO_STREAK_NOW)} ·
          Badges:{' '}
          {report.rewards.badges.length > 0
            ? report.rewards.badges.map((badge) => badge.title).join(', ')
            : 'none yet'}
        </span>
      </p>

      <section className="flex flex-col gap-2 print:hidden" aria-label="Stars, streak and badges">
        <h3 className="font-bold">Stars, streak and badges</h3>
        <RewardsSummary
          stars={report.rewards.stars}
          streak={report.rewards.streak}
          noStreak={NO_STREAK_NOW}
        />
        <BadgeShelf badges={report.rewards.badges} owner={report.student.firstname} />
      </section>

      <section className="flex flex-col gap-2" aria-label="The last weeks">
        <h3 className="font-bold">The last weeks</h3>
        <WeekChart report={report} />
      </section>

      <StepsToWorkOn report={report} />

      <section className="recent-mistakes flex flex-col gap-3" aria-label="Recent mistakes">
        <h3 className="font-bold">Recent mistakes</h3>
        {/* The weekly e-mail's figure, in its words, for the same week. */}
        <p className="this-week text-sm">
          {dayRangeText(report.week.from, report.week.to)} ·{' '}
          {wrongThisWeekText(report.week.wrong) ?? 'No wrong problems this week.'}
        </p>
        {report.mistakes.length === 0 && <p className="text-muted">No mistakes lately.</p>}
        <ul className="mistake-list flex flex-col gap-4">
          {report.mistakes.map((mistake, index) => {
            const problem = problemOf(mistake.subject, mistake.number_0, mistake.number_1);
            const title = `${SUBJECT_NAMES[mistake.subject as Subject] ?? mistake.subject}, level ${mistake.level}, ${longDate(mistake.date)}`;
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed for a report.
              <li key={index} className="mistake flex flex-col gap-2 border-t border-line pt-3">
                <p className="text-sm text-muted">{title}</p>
                {problem ? (
                  <div className="flex flex-wrap gap-6">
                    <GridView
                      problem={problem}
                      entries={mistake.entries}
                      label={`${report.student.firstname}'s answer: ${mistake.answer || 'blank'}`}
                    />
                    <GridView problem={problem} label={`The right answer: ${mistake.correct}`} />
                  </div>
                ) : (
                  <p>
                    {mistake.number_0} and {mistake.number_1}: answered {mistake.answer}, right is{' '}
                    {mistake.correct}.
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      </section>
    </article>
  );
}
