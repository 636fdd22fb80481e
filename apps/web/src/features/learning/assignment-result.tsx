import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  type BoxTiming,
  type FirstTry,
  type LevelOption,
  percent,
  type RewardsView,
  STARRED_ROUNDS_PER_DAY,
  scoreStars,
} from '@mathsteps/domain';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  type Completion,
  type CompletionAnswer,
  chooseLevel,
  completionKey,
  forgetRefusal,
  sendWaitingWork,
  workOwner,
} from '../../api/learning';
import { markBadgesSeen } from '../../api/student';
import { resultWords, savedWords } from '../../components/read-aloud/read-aloud';
import { Speaker } from '../../components/read-aloud/speaker';
import { say, useAutoRead } from '../../components/read-aloud/speech';
import { badgeInWords } from '../../components/rewards/badge-words';
import { BadgeMedal } from '../../components/rewards/badges';
import { Mascot } from '../../components/rewards/mascot';
import { streakText } from '../../components/rewards/rewards-summary';
import { playTune } from '../../components/rewards/sound';
import { StarRow } from '../../components/rewards/star-row';
import { Banner, Button, ButtonLink, Spinner } from '../../components/ui';
import { paths } from '../../config/paths';
import { percent as percentText, SUBJECT_WORDS } from '../../lib/domain-words';
import { reasonOf } from '../../lib/server-errors';
import { getSession } from '../../lib/session';
import { choicesOf, LevelChoiceButtons } from './level-choice';
import type { AssignmentState } from './todays-work';

/**
 * docs/product.md: 80 or above 'Excellent work', 60-79 'Good job', below 60 'Keep practicing',
 * each with a line that encourages; never an all-red card (red means a wrong box).
 */
function verdictOf(i18n: I18n, score: number) {
  if (score >= 80) {
    return {
      text: i18n._(msg`Excellent work`),
      cheer: i18n._(msg`You really know this!`),
      tone: 'bg-leaf-50 text-leaf-700',
    };
  }
  if (score >= 60) {
    return {
      text: i18n._(msg`Good job`),
      cheer: i18n._(msg`You are getting there!`),
      tone: 'bg-sun-100 text-sun-700',
    };
  }
  return {
    text: i18n._(msg`Keep practicing`),
    cheer: i18n._(msg`Every try makes you stronger.`),
    tone: 'bg-brand-50 text-brand-700',
  };
}

type Save =
  | { state: 'saving' }
  /** Not reached: kept on the device, sent when the connection returns (decision 0014). */
  | { state: 'queued' }
  | { state: 'refused'; reason: string }
  | {
      state: 'saved';
      options: LevelOption[];
      /** The level the level rule moved the child to, without a choice (down, or back up after a bad spell). */
      moved?: string;
      rewards: RewardsView;
      earned: RewardsView['badges'];
      /** The stars this work earned: none after a subject's first rounds of a day. */
      stars?: number;
    };

/** The completion's progress as the result screen tells it. */
function saveOf(completion: { data?: CompletionAnswer; error: unknown; isPaused: boolean }): Save {
  if (completion.isPaused) return { state: 'queued' };
  if (completion.error) return { state: 'refused', reason: reasonOf(completion.error, '') };
  const answer = completion.data;
  if (!answer) return { state: 'saving' };
  const earned = answer.rewards.badges.filter((badge) => answer.earned.includes(badge.id));
  return {
    state: 'saved',
    options: answer.options,
    moved: answer.moved,
    rewards: answer.rewards,
    earned,
    stars: answer.starsearned,
  };
}

/**
 * The result screen: the count, the percentage and the product's message, while the
 * completion is saved. If the server cannot be reached, nothing is lost: the work is kept
 * on the device and sent when the connection returns (or by Send Now), and the same
 * attempt counts once.
 */
export function AssignmentResult({
  assignment,
  correct,
  total,
  attempt,
  timings,
  typing,
  firstTries,
}: {
  assignment: AssignmentState;
  correct: number;
  total: number;
  attempt: string;
  timings: BoxTiming[];
  typing: number[];
  firstTries: FirstTry[];
}) {
  const { i18n, t } = useLingui();
  const navigate = useNavigate();
  const completion = useMutation<CompletionAnswer, unknown, Completion>({
    mutationKey: completionKey,
  });
  const save = saveOf(completion);
  const [choosing, setChoosing] = useState(false);
  const score = percent(correct, total);
  const verdict = verdictOf(i18n, score);
  const session = getSession();
  const grade = session?.role === 'student' ? session.grade : undefined;
  const counted =
    save.state === 'saved'
      ? savedWords(i18n, {
          stars: save.stars ?? correct,
          badges: save.earned.map((badge) => badgeInWords(i18n, badge.id)),
          choices: choicesOf(i18n, save.options, assignment.level),
          grade,
          moved: save.moved === undefined ? undefined : Number(save.moved),
          level: assignment.level,
        })
      : '';
  const words = [resultWords(i18n, verdict.text, verdict.cheer, correct, total), counted]
    .filter(Boolean)
    .join(' ');
  const autoRead = useAutoRead();
  // Read once the work is counted (or kept, or refused): the stars, a badge and the choice
  // are part of it, and a second reading would cut off the first.
  const settled = save.state !== 'saving';
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once, when the screen settles.
  useEffect(() => {
    if (autoRead && settled) say(words);
  }, [autoRead, settled]);
  // The keyboard stays in play: the next thing to press takes the focus.
  const nextAction = useRef<HTMLButtonElement>(null);
  // Moved down by the level rule: nothing to choose, the way back takes the focus.
  const nextLink = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (save.state === 'saved' || save.state === 'queued') nextAction.current?.focus();
    if (save.state === 'saved') nextLink.current?.focus();
  }, [save.state]);
  // Told here: the badges are not announced again on the dashboard, a refusal not again on
  // the assignments.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the answer comes.
  useEffect(() => {
    if (save.state === 'saved') markBadgesSeen(save.earned.map((badge) => badge.id));
    if (save.state === 'refused') forgetRefusal(attempt);
  }, [save.state]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: saved once, when the screen opens.
  useEffect(() => {
    playTune('finished');
    completion.mutate({
      account: session?.role === 'student' ? workOwner(session) : '',
      subject: assignment.subject,
      errors: total - correct,
      attempt,
      boxes: timings,
      typing,
      firsttries: firstTries,
    });
  }, []);

  const choose = async (option: LevelOption) => {
    setChoosing(true);
    await chooseLevel(assignment.subject, option);
    navigate(paths.assignments);
  };

  return (
    <div className="flex flex-col gap-6">
      <section
        aria-labelledby="result-heading"
        className={`flex flex-col items-center gap-2 rounded-card p-8 text-center ${verdict.tone}`}
      >
        <div className="flex items-center gap-3">
          <Mascot mood={score >= 60 ? 'cheer' : 'wave'} className="pop-in size-24" />
          <Speaker text={words} />
        </div>
        <StarRow stars={scoreStars(score)} />
        <h2 id="result-heading" className="text-3xl font-bold">
          {verdict.text}
        </h2>
        <p className="text-lg font-bold">{verdict.cheer}</p>
        <p className="text-xl">
          {t`${t(SUBJECT_WORDS[assignment.subject])}: ${correct} of ${total} right`}
        </p>
        <p className="text-5xl font-bold">{percentText(i18n.locale, score)}</p>
      </section>

      <div aria-live="polite" className="flex flex-col gap-4">
        {save.state === 'saving' && <Spinner label={t`Saving your work...`} />}
        {save.state === 'queued' && (
          <Banner
            action={
              <Button ref={nextAction} onClick={() => void sendWaitingWork()}>
                <Trans>Send Now</Trans>
              </Button>
            }
          >
            <Trans>Saved on this device, will be sent when you are online.</Trans>
          </Banner>
        )}
        {save.state === 'refused' && <Banner tone="error">{save.reason}</Banner>}
        {save.state === 'saved' && (
          <>
            <p className="text-lg font-bold text-sun-700">
              {(save.stars ?? correct) > 0
                ? t`+${plural(save.stars ?? correct, { one: '# star', other: '# stars' })} · ${save.rewards.stars} in all`
                : correct > 0
                  ? t`No more stars today: they are for the first ${STARRED_ROUNDS_PER_DAY} rounds of a subject a day · ${save.rewards.stars} in all`
                  : // No star this time: not "+0 stars", only what the child has.
                    t`${plural(save.rewards.stars, { one: '# star in all', other: '# stars in all' })}`}{' '}
              · {streakText(i18n, save.rewards.streak)}
            </p>
            {save.earned.length > 0 && (
              <section aria-labelledby="new-badges" className="flex flex-col gap-2">
                <h3 id="new-badges" className="text-lg font-bold">
                  {save.earned.length === 1 ? t`New badge!` : t`New badges!`}
                </h3>
                <ul className="grid gap-2 sm:grid-cols-2">
                  {save.earned.map((badge) => (
                    <BadgeMedal key={badge.id} badge={badge} />
                  ))}
                </ul>
              </section>
            )}
            {save.options.length > 0 ? (
              <>
                <h3 className="text-lg font-bold">
                  <Trans>What next?</Trans>
                </h3>
                <LevelChoiceButtons
                  options={save.options}
                  level={assignment.level}
                  disabled={choosing}
                  onChoose={(option) => void choose(option)}
                  firstRef={nextAction}
                />
              </>
            ) : (
              <>
                {save.moved !== undefined && Number(save.moved) > assignment.level && (
                  <p className="text-lg">
                    <Trans>
                      Next time you will practice level {save.moved} again: you did it well before.
                    </Trans>
                  </p>
                )}
                {save.moved !== undefined && Number(save.moved) < assignment.level && (
                  <p className="text-lg">
                    <Trans>
                      Next time you will practice level {save.moved}: a little easier, to make it
                      stick.
                    </Trans>
                  </p>
                )}
                <div>
                  <ButtonLink ref={nextLink} to={paths.assignments}>
                    <Trans>Back to Assignments</Trans>
                  </ButtonLink>
                </div>
              </>
            )}
          </>
        )}
        {save.state !== 'saved' && <BackToAssignments />}
      </div>
    </div>
  );
}

/** The way back to the list, under the problem and under the result until the work is saved. */
export function BackToAssignments() {
  return (
    <div>
      <ButtonLink to={paths.assignments} variant="secondary">
        <Trans>Back to Assignments</Trans>
      </ButtonLink>
    </div>
  );
}
