import { useLingui } from '@lingui/react';
import { type Problem, SUBJECT_NAMES } from '@mathsteps/domain';
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
import { reasonOf } from '../../lib/rpc-client';
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
  const { i18n } = useLingui();
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
  const subject = SUBJECT_NAMES[focus.subject];
  const rightFirstTime = firstTries.filter((first) => first.right).length;
  // Read aloud like the assignments: the offer, each problem, and how it went.
  const autoRead = useAutoRead();
  const offerWords = specialPracticeWords(i18n, problems.length, subject);
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
      setPhase({ name: 'failed', reason: reasonOf(error, 'Your answers were not sent.') });
    }
  };

  if (phase.name === 'closed') return null;

  if (phase.name === 'offer') {
    return (
      <SpecialPracticeOffer titleId="focus-title" spoken={offerWords}>
        <p>
          Your parent picked {problems.length} {subject.toLowerCase()} problems for you. Take your
          time and work each one step by step.
        </p>
        <Button
          onClick={() => {
            onActive(true);
            setPhase({ name: 'working', index: 0 });
          }}
        >
          Start Special Practice
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
              Special practice · {subject}
            </h2>
            {reading.words.length > 0 && <Speaker text={reading.words} />}
          </div>
          <p className="text-muted">
            Problem {index + 1} of {problems.length}
          </p>
          <ProgressBar label="Special practice progress" value={index} max={problems.length} />
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
          onSolved={() => reading.solved(problems[index]!, last ? 'Finish' : 'Next Problem')}
          onExplained={reading.explained}
          explanationSpeaker={(text, box) => <Speaker text={reading.explanation(text, box)} />}
          onNext={() =>
            last ? void send(firstTries) : setPhase({ name: 'working', index: index + 1 })
          }
          nextLabel={last ? 'Finish' : 'Next Problem'}
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
        Special practice
      </h2>
      {phase.name === 'sending' && <p>Sending your answers...</p>}
      {phase.name === 'failed' && (
        <Banner
          tone="error"
          action={<Button onClick={() => void send(firstTries)}>Try Again</Button>}
        >
          {phase.reason}
        </Banner>
      )}
      {phase.name === 'done' && (
        <>
          <div className="flex w-full items-center justify-between gap-3">
            <p className="text-lg font-bold">All done, well worked!</p>
            <Speaker text={doneWords} />
          </div>
          <p>
            You got {rightFirstTime} of {problems.length} right at the first try. Your parent will
            see how it went.
          </p>
          <Button
            onClick={() => {
              setPhase({ name: 'closed' });
              onActive(false);
            }}
          >
            Back to Practice
          </Button>
        </>
      )}
    </section>
  );
}
