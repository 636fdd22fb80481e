import { Trans, useLingui } from '@lingui/react/macro';
import type { Problem } from '@mathsteps/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { type FocusSet, finishFocusSet, focusSetQuery, gridProblemOf } from '../../api/learning';
import { specialDoneWords, specialPracticeWords } from '../../components/read-aloud/read-aloud';
import { Speaker } from '../../components/read-aloud/speaker';
import { say, useAutoRead } from '../../components/read-aloud/speech';
import { useProblemReading } from '../../components/read-aloud/use-problem-reading';
import { Banner, Button, ProgressBar } from '../../components/ui';
import { WorkedProblem } from '../../components/worked-grid/worked-problem';
import { SUBJECT_WORDS } from '../../lib/domain-words';
import { reasonOf } from '../../lib/server-errors';
import { SpecialPracticeOffer, type StartSpecial } from './special-practice-waiting';

type Phase =
  | { name: 'offer' }
  | { name: 'working'; index: number }
  | { name: 'sending' }
  | { name: 'failed'; reason: string }
  | { name: 'done' }
  | { name: 'closed' };

/**
 * The special practice set a parent started from a report card (docs/misconceptions.md), on the
 * child's practice page. The child is not told what is suspected; their first try at each
 * problem goes to the server, which confirms or clears the suspicion.
 */
export function FocusPractice({ onActive }: { onActive: (active: boolean) => void }) {
  const { data: focus } = useQuery(focusSetQuery);
  if (!focus) return null;
  return <FocusRun focus={focus} onActive={onActive} />;
}

function FocusRun({ focus, onActive }: { focus: FocusSet; onActive: (active: boolean) => void }) {
  const { i18n, t } = useLingui();
  const problems = focus.questions.map(gridProblemOf).filter((p): p is Problem => Boolean(p));
  // Come from the dashboard's or the assignments' Start Special Practice: started already.
  const startNow = Boolean((useLocation().state as StartSpecial | null)?.startSpecial);
  const [phase, setPhase] = useState<Phase>(
    startNow ? { name: 'working', index: 0 } : { name: 'offer' },
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for a set started elsewhere.
  useEffect(() => {
    if (startNow) onActive(true);
  }, []);
  const [firstTries, setFirstTries] = useState<
    { entries: Record<string, string>; right: boolean }[]
  >([]);
  const subject = t(SUBJECT_WORDS[focus.subject]);
  const kind = subject.toLowerCase();
  const count = problems.length;
  const rightFirstTime = firstTries.filter((first) => first.right).length;
  // Read aloud like the assignments: the offer, each problem, and how it went.
  const autoRead = useAutoRead();
  const offerWords = specialPracticeWords(i18n, problems.length, subject, focus.by);
  const doneWords = specialDoneWords(i18n, rightFirstTime, problems.length);
  const shown = phase.name === 'working' ? problems[phase.index] : undefined;
  const reading = useProblemReading(shown, undefined);
  // biome-ignore lint/correctness/useExhaustiveDependencies: read when the offer or the end shows.
  useEffect(() => {
    if (!autoRead) return;
    if (phase.name === 'offer') say(offerWords);
    if (phase.name === 'done') say(doneWords);
  }, [phase.name, autoRead]);

  const send = async (tries: typeof firstTries) => {
    setPhase({ name: 'sending' });
    try {
      await finishFocusSet(
        focus,
        tries.map((first) => first.entries),
      );
      setPhase({ name: 'done' });
    } catch (error) {
      setPhase({ name: 'failed', reason: reasonOf(error, t`Your answers were not sent.`) });
    }
  };

  if (phase.name === 'closed') return null;

  if (phase.name === 'offer') {
    return (
      <SpecialPracticeOffer titleId="focus-title" spoken={offerWords}>
        <p>
          {focus.by === 'teacher' ? (
            <Trans>
              Your teacher picked {count} {kind} problems for you. Take your time and work each one
              step by step.
            </Trans>
          ) : (
            <Trans>
              Your parent picked {count} {kind} problems for you. Take your time and work each one
              step by step.
            </Trans>
          )}
        </p>
        <Button
          onClick={() => {
            onActive(true);
            setPhase({ name: 'working', index: 0 });
          }}
        >
          <Trans>Start Special Practice</Trans>
        </Button>
      </SpecialPracticeOffer>
    );
  }

  if (phase.name === 'working') {
    const { index } = phase;
    const last = index + 1 >= problems.length;
    return (
      <section aria-labelledby="focus-title" className="flex flex-col gap-4">
        <div className="flex flex-col gap-2">
          <div className="flex items-center justify-between gap-3">
            <h2 id="focus-title" className="text-xl font-bold">
              <Trans>Special practice</Trans> · {subject}
            </h2>
            {reading.words.length > 0 && <Speaker text={reading.words} />}
          </div>
          <p className="text-muted">
            <Trans>
              Problem {index + 1} of {count}
            </Trans>
          </p>
          <ProgressBar label={t`Special practice progress`} value={index} max={problems.length} />
        </div>
        <WorkedProblem
          key={index}
          problem={problems[index]!}
          onSubmitted={(grading, tries, entries) => {
            if (tries === 1) {
              setFirstTries((current) => [...current, { entries, right: grading.complete }]);
            }
            if (!grading.complete) reading.submitted(problems[index]!, grading);
          }}
          onSolved={() => reading.solved(problems[index]!, last ? t`Finish` : t`Next Problem`)}
          onExplained={reading.explained}
          explanationSpeaker={(text, box) => <Speaker text={reading.explanation(text, box)} />}
          onNext={() =>
            last ? void send(firstTries) : setPhase({ name: 'working', index: index + 1 })
          }
          nextLabel={last ? t`Finish` : t`Next Problem`}
        />
      </section>
    );
  }

  return (
    <section
      aria-labelledby="focus-title"
      aria-live="polite"
      className="flex flex-col items-start gap-3 rounded-card bg-card p-6 ring-1 ring-line"
    >
      <h2 id="focus-title" className="text-xl font-bold">
        <Trans>Special practice</Trans>
      </h2>
      {phase.name === 'sending' && (
        <p>
          <Trans>Sending your answers...</Trans>
        </p>
      )}
      {phase.name === 'failed' && (
        <Banner
          tone="error"
          action={
            <Button onClick={() => void send(firstTries)}>
              <Trans>Try Again</Trans>
            </Button>
          }
        >
          {phase.reason}
        </Banner>
      )}
      {phase.name === 'done' && (
        <>
          <div className="flex w-full items-center justify-between gap-3">
            <p className="text-lg font-bold">
              <Trans>All done, well worked!</Trans>
            </p>
            <Speaker text={doneWords} />
          </div>
          <p>
            <Trans>
              You got {rightFirstTime} of {count} right at the first try. Your parent will see how
              it went.
            </Trans>
          </p>
          <Button
            onClick={() => {
              setPhase({ name: 'closed' });
              onActive(false);
            }}
          >
            <Trans>Back to Practice</Trans>
          </Button>
        </>
      )}
    </section>
  );
}
