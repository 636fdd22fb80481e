import { averageGrade, letterGrade, SUBJECT_NAMES, SUBJECTS } from '@mathsteps/domain';
import { Banner, Button, ButtonLink, ProgressBar, Spinner } from '../../components/ui';
import { paths } from '../../config/paths';
import { rpc } from '../../lib/rpc-client';
import { useLoad } from '../../lib/use-load';

const readProgress = async () => (await rpc('student.get', {})).progress;

/**
 * /my-progress (seed §2 "My progress", DESIGN.md §7.4): per subject the share of
 * scheduled days done, the score of first tries and its letter grade, and the average
 * over the subjects with any work done.
 */
export function MyProgress() {
  const { loaded: load, reload } = useLoad(readProgress);

  const average =
    load.state === 'ready'
      ? averageGrade(SUBJECTS.map((subject) => load.data[subject] ?? { complete: '0', score: '0' }))
      : null;

  return (
    <div className="flex flex-col gap-6">
      {load.state === 'loading' && <Spinner label="Loading your progress..." />}
      {load.state === 'failed' && (
        <Banner tone="error" action={<Button onClick={() => void reload()}>Try Again</Button>}>
          Your progress could not be loaded. Please try again.
        </Banner>
      )}
      {load.state === 'ready' && (
        <>
          <p className="text-muted">The last 4 weeks of your assignments.</p>
          <ul className="grid gap-4 sm:grid-cols-2" aria-label="Report card">
            {SUBJECTS.map((subject) => {
              const figures = load.data[subject] ?? { complete: '0', score: '0' };
              const started = Number(figures.complete) > 0;
              return (
                <li
                  key={subject}
                  className="flex flex-col gap-3 rounded-card bg-card p-5 ring-1 ring-line"
                >
                  <div className="flex items-baseline justify-between">
                    <h2 className="text-lg font-bold">{SUBJECT_NAMES[subject]}</h2>
                    <span className="text-3xl font-bold text-brand-700">
                      {started ? letterGrade(Number(figures.score)) : '–'}
                      <span className="sr-only">{started ? ' grade' : ' no grade yet'}</span>
                    </span>
                  </div>
                  <div className="flex flex-col gap-1">
                    <span>Complete: {figures.complete}%</span>
                    <ProgressBar
                      label={`${SUBJECT_NAMES[subject]} complete`}
                      value={Number(figures.complete)}
                    />
                  </div>
                  <span>Score: {figures.score}%</span>
                </li>
              );
            })}
          </ul>
          <p className="text-xl font-bold">
            {average
              ? `Average: ${average.score}% (${average.grade})`
              : 'No grades yet. Finish an assignment to start your report card!'}
          </p>
        </>
      )}
      <div>
        <ButtonLink to={paths.studentDashboard} variant="secondary">
          Back to Dashboard
        </ButtonLink>
      </div>
    </div>
  );
}
