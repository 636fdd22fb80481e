import {
  averageGrade,
  letterGrade,
  masteryWord,
  SUBJECT_NAMES,
  SUBJECTS,
  scoreStars,
} from '@mathsteps/domain';
import { FactsMap } from '../../components/facts-map/facts-map';
import { progressWords } from '../../components/read-aloud/read-aloud';
import { Speaker } from '../../components/read-aloud/speaker';
import { BadgeShelf } from '../../components/rewards/badges';
import { Mascot } from '../../components/rewards/mascot';
import { RewardsSummary, streakText } from '../../components/rewards/rewards-summary';
import { StarRow } from '../../components/rewards/star-row';
import { SUBJECT_LOOK } from '../../components/rewards/subject-look';
import { SubjectMark } from '../../components/rewards/subject-mark';
import { Banner, Button, ButtonLink, ProgressBar, Spinner } from '../../components/ui';
import { paths } from '../../config/paths';
import { rpc } from '../../lib/rpc-client';
import { useLoad } from '../../lib/use-load';

const readFacts = async () => (await rpc('student.factsmap', {})).facts;

/** The child's facts map (issue 37, item 6), loaded on its own: the rest never waits for it. */
function MyFacts() {
  const { loaded, reload } = useLoad(readFacts);
  return (
    <section aria-labelledby="facts-heading" className="flex flex-col gap-3">
      <h2 id="facts-heading" className="text-xl font-bold">
        My number facts
      </h2>
      {loaded.state === 'loading' && <Spinner label="Loading your facts..." />}
      {loaded.state === 'failed' && (
        <Banner tone="error" action={<Button onClick={() => void reload()}>Try Again</Button>}>
          Your facts could not be loaded. Please try again.
        </Banner>
      )}
      {loaded.state === 'ready' && <FactsMap facts={loaded.data} />}
      <div>
        <ButtonLink to={paths.quickFacts}>Quick Facts</ButtonLink>
      </div>
    </section>
  );
}

const readProgress = async () => {
  const { progress, rewards } = await rpc('student.get', {});
  return { progress, rewards };
};

/**
 * /my-progress (seed §2 "My progress", DESIGN.md §7.4): per subject the share of
 * scheduled days done, the score of first tries and its letter grade, and the average
 * over the subjects with any work done; with stars and a word for how it is going, the
 * child's stars, streak and badges (decision record 0006).
 */
export function MyProgress() {
  const { loaded: load, reload } = useLoad(readProgress);

  const average =
    load.state === 'ready'
      ? averageGrade(
          SUBJECTS.map((subject) => load.data.progress[subject] ?? { complete: '0', score: '0' }),
        )
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
          <div className="flex items-center gap-4">
            <Mascot mood={average ? 'cheer' : 'think'} className="size-20" />
            <div className="flex flex-col gap-2">
              <RewardsSummary stars={load.data.rewards.stars} streak={load.data.rewards.streak} />
              <p className="text-muted">The last 4 weeks of your assignments.</p>
            </div>
            <Speaker
              text={progressWords(load.data.rewards.stars, streakText(load.data.rewards.streak))}
            />
          </div>
          <ul className="grid gap-4 sm:grid-cols-2" aria-label="Report card">
            {SUBJECTS.map((subject) => {
              const figures = load.data.progress[subject] ?? { complete: '0', score: '0' };
              const started = Number(figures.complete) > 0;
              const look = SUBJECT_LOOK[subject];
              return (
                <li
                  key={subject}
                  className={`flex flex-col gap-3 rounded-card p-5 ring-1 ring-line ${look.tint}`}
                >
                  <div className="flex items-center justify-between gap-2">
                    <h2 className="text-lg font-bold">
                      <SubjectMark subject={subject} />
                    </h2>
                    <span className={`text-3xl font-bold ${look.text}`}>
                      {started ? letterGrade(Number(figures.score)) : '–'}
                      <span className="sr-only">{started ? ' grade' : ' no grade yet'}</span>
                    </span>
                  </div>
                  <div className="flex items-center justify-between gap-2">
                    {started ? (
                      <StarRow stars={scoreStars(Number(figures.score))} size="size-7" />
                    ) : (
                      <span />
                    )}
                    <span className="rounded-full bg-card px-3 py-1 font-bold">
                      {masteryWord(Number(figures.score), Number(figures.complete))}
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
          <section aria-labelledby="badges-heading" className="flex flex-col gap-3">
            <h2 id="badges-heading" className="text-xl font-bold">
              My badges
            </h2>
            <BadgeShelf badges={load.data.rewards.badges} />
          </section>
          <MyFacts />
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
