import { Trans, useLingui } from '@lingui/react/macro';
import {
  averageGrade,
  letterGrade,
  masteryWord,
  SUBJECTS,
  scoreStars,
  type TagOutput,
} from '@mathsteps/domain';
import { useQuery } from '@tanstack/react-query';
import { factsMapQuery } from '../../api/learning';
import { studentQuery } from '../../api/student';
import { FactsMap } from '../../components/facts-map/facts-map';
import { progressWords } from '../../components/read-aloud/read-aloud';
import { Speaker } from '../../components/read-aloud/speaker';
import { BadgeShelf } from '../../components/rewards/badges';
import { Mascot } from '../../components/rewards/mascot';
import { RewardsSummary, streakText } from '../../components/rewards/rewards-summary';
import { StarRow } from '../../components/rewards/star-row';
import { SUBJECT_LOOK } from '../../components/rewards/subject-look';
import { SubjectMark } from '../../components/rewards/subject-mark';
import { ButtonLink, ProgressBar, QueryView } from '../../components/ui';
import { paths } from '../../config/paths';
import { gradeText, MASTERY_WORDS, percent, SUBJECT_WORDS } from '../../lib/domain-words';

/** The child's facts map (decision 0010), loaded on its own: the rest never waits for it. */
function MyFacts() {
  const { t } = useLingui();
  const query = useQuery(factsMapQuery);
  return (
    <section aria-labelledby="facts-heading" className="flex flex-col gap-3">
      <h2 id="facts-heading" className="text-xl font-bold">
        <Trans>My number facts</Trans>
      </h2>
      <QueryView
        query={query}
        loading={t`Loading your facts...`}
        failed={t`Your facts could not be loaded. Please try again.`}
      >
        {(facts) => <FactsMap facts={facts} />}
      </QueryView>
      <div>
        <ButtonLink to={paths.quickFacts}>
          <Trans>Quick Facts</Trans>
        </ButtonLink>
      </div>
    </section>
  );
}

/**
 * /my-progress (docs/product.md, docs/product.md "What parents read"): per subject the share of
 * scheduled days done, the score of first tries and its letter grade, and the average
 * over the subjects with any work done; with stars and a word for how it is going, the
 * child's stars, streak and badges (decision record 0006).
 */
export function MyProgress() {
  const { t } = useLingui();
  const query = useQuery(studentQuery);

  return (
    <div className="flex flex-col gap-6">
      <QueryView
        query={query}
        loading={t`Loading your progress...`}
        failed={t`Your progress could not be loaded. Please try again.`}
      >
        {({ progress, rewards }) => <Progress progress={progress} rewards={rewards} />}
      </QueryView>
      <div>
        <ButtonLink to={paths.studentDashboard} variant="secondary">
          <Trans>Back to Dashboard</Trans>
        </ButtonLink>
      </div>
    </div>
  );
}

/** The child's figures per subject, stars, streak, badges and facts map. */
function Progress({ progress, rewards }: Pick<TagOutput<'student.get'>, 'progress' | 'rewards'>) {
  const { i18n, t } = useLingui();
  const average = averageGrade(
    SUBJECTS.map((subject) => progress[subject] ?? { complete: '0', score: '0' }),
  );
  return (
    <>
      <div className="flex items-center gap-4">
        <Mascot mood={average ? 'cheer' : 'think'} className="size-20" />
        <div className="flex flex-col gap-2">
          <RewardsSummary stars={rewards.stars} streak={rewards.streak} />
          <p className="text-muted">
            <Trans>The last 4 weeks of your assignments.</Trans>
          </p>
        </div>
        <Speaker text={progressWords(i18n, rewards.stars, streakText(i18n, rewards.streak))} />
      </div>
      <ul className="grid gap-4 sm:grid-cols-2" aria-label={t`Report card`}>
        {SUBJECTS.map((subject) => {
          const figures = progress[subject] ?? { complete: '0', score: '0' };
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
                  <span className="sr-only"> {started ? t`grade` : t`no grade yet`}</span>
                </span>
              </div>
              <div className="flex items-center justify-between gap-2">
                {started ? (
                  <StarRow stars={scoreStars(Number(figures.score))} size="size-7" />
                ) : (
                  <span />
                )}
                <span className="rounded-full bg-card px-3 py-1 font-bold">
                  {t(MASTERY_WORDS[masteryWord(Number(figures.score), Number(figures.complete))]!)}
                </span>
              </div>
              <div className="flex flex-col gap-1">
                <span>
                  <Trans>Complete: {percent(i18n.locale, Number(figures.complete))}</Trans>
                </span>
                <ProgressBar
                  label={t`${t(SUBJECT_WORDS[subject])} complete`}
                  value={Number(figures.complete)}
                />
              </div>
              <span>
                <Trans>Score: {percent(i18n.locale, Number(figures.score))}</Trans>
              </span>
            </li>
          );
        })}
      </ul>
      <p className="text-xl font-bold">
        {average
          ? t`Average: ${percent(i18n.locale, average.score)} (${gradeText(i18n.locale, average.score, average.grade)})`
          : t`No grades yet. Finish an assignment to start your report card!`}
      </p>
      <section aria-labelledby="badges-heading" className="flex flex-col gap-3">
        <h2 id="badges-heading" className="text-xl font-bold">
          <Trans>My badges</Trans>
        </h2>
        <BadgeShelf badges={rewards.badges} />
      </section>
      <MyFacts />
    </>
  );
}
