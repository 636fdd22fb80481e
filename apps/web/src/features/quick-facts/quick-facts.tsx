import { Trans, useLingui } from '@lingui/react/macro';
import { SUBJECTS, type Subject, spokenText, type TagOutput } from '@mathsteps/domain';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { completeFactsRound, factsRoundQuery } from '../../api/learning';
import { queryClient } from '../../api/query-client';
import {
  chooseFactsWords,
  factWords,
  sentencesCapitalised,
  spokenLanguage,
  typingWords,
} from '../../components/read-aloud/read-aloud';
import { Speaker } from '../../components/read-aloud/speaker';
import {
  isReading,
  onReading,
  say,
  stopSpeaking,
  useAutoRead,
} from '../../components/read-aloud/speech';
import { Mascot } from '../../components/rewards/mascot';
import { SubjectIcon } from '../../components/rewards/subject-mark';
import { Banner, Button, ProgressBar, Spinner } from '../../components/ui';
import { useBoxClock } from '../../components/worked-grid/use-box-clock';
import { SUBJECT_WORDS } from '../../lib/domain-words';
import { reasonOf } from '../../lib/server-errors';
import { getSession } from '../../lib/session';
import {
  answerFact,
  feedbackText,
  goOn,
  progressOf,
  type QuickFactsRun,
  startRun,
  stepOf,
  typePrompt,
} from './quick-facts-run';
import { Summary } from './quick-facts-summary';
import { useRoundClock } from './use-round-clock';

/** The session the server planned, sent back with the answers: they count once, under it. */
type Planned = Pick<TagOutput<'student.factsget'>, 'attempt' | 'session'>;

type Phase =
  | { name: 'choose' }
  | { name: 'loading'; operation: Subject }
  | { name: 'running'; operation: Subject; run: QuickFactsRun; planned: Planned }
  | { name: 'sending'; operation: Subject; run: QuickFactsRun; planned: Planned }
  | { name: 'failed'; operation: Subject; run?: QuickFactsRun; planned?: Planned; reason: string }
  | { name: 'done'; operation: Subject; summary: TagOutput<'student.factscomplete'> };

/** A quick right answer shows its celebration this long before the next fact comes. */
const QUICK_PAUSE_MS = 700;

/**
 * /quick-facts: about two minutes of one operation's facts, the due and weak
 * ones first. No clock is shown: speed is measured, never punished.
 */
export function QuickFacts({
  picked,
}: {
  /** The operation a parent chose, if any. */ picked?: string;
}) {
  const { t } = useLingui();
  const [phase, setPhase] = useState<Phase>({ name: 'choose' });

  const begin = async (operation: Subject) => {
    setPhase({ name: 'loading', operation });
    try {
      const { facts, typing, attempt, session } = await queryClient.fetchQuery(
        factsRoundQuery(operation),
      );
      setPhase({
        name: 'running',
        operation,
        run: startRun(facts, typing),
        planned: { attempt, session },
      });
    } catch (error) {
      setPhase({
        name: 'failed',
        operation,
        reason: reasonOf(error, t`Quick Facts could not start.`),
      });
    }
  };

  const finish = async (operation: Subject, run: QuickFactsRun, planned: Planned) => {
    setPhase({ name: 'sending', operation, run, planned });
    try {
      const summary = await completeFactsRound({
        operation,
        ...planned,
        typing: run.typing,
        answers: run.answers,
      });
      setPhase({ name: 'done', operation, summary });
    } catch (error) {
      setPhase({
        name: 'failed',
        operation,
        run,
        planned,
        reason: reasonOf(error, t`Your answers were not saved yet. Check the connection.`),
      });
    }
  };

  switch (phase.name) {
    case 'choose':
      return (
        <ChooseOperation
          picked={SUBJECTS.find((operation) => operation === picked)}
          onChoose={(operation) => void begin(operation)}
        />
      );
    case 'loading':
      return <Spinner label={t`Getting your facts ready...`} />;
    case 'running':
      return (
        <FactsRound
          operation={phase.operation}
          initial={phase.run}
          onDone={(run) => void finish(phase.operation, run, phase.planned)}
        />
      );
    case 'sending':
      return <Spinner label={t`Saving your answers...`} />;
    case 'failed': {
      const { operation, run, planned } = phase;
      return (
        <Banner
          tone="error"
          action={
            <Button
              onClick={() =>
                void (run && planned ? finish(operation, run, planned) : begin(operation))
              }
            >
              <Trans>Try Again</Trans>
            </Button>
          }
        >
          {phase.reason}
        </Banner>
      );
    }
    case 'done':
      return (
        <Summary
          summary={phase.summary}
          onAgain={() => void begin(phase.operation)}
          operation={phase.operation}
        />
      );
  }
}

function ChooseOperation({
  picked,
  onChoose,
}: {
  picked?: Subject;
  onChoose: (operation: Subject) => void;
}) {
  const { i18n, t } = useLingui();
  const name = (operation: Subject) => t(SUBJECT_WORDS[operation]);
  const chooseWords = chooseFactsWords(i18n, SUBJECTS.map(name), picked && name(picked));
  const autoRead = useAutoRead();
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once, when the screen opens.
  useEffect(() => {
    if (autoRead) say(chooseWords);
  }, [autoRead]);
  return (
    <section aria-labelledby="choose-title" className="flex flex-col gap-4">
      <div className="flex items-center justify-between gap-3">
        <h2 id="choose-title" className="text-xl font-bold">
          <Trans>Which facts today?</Trans>
        </h2>
        <Speaker text={chooseWords} />
      </div>
      {picked && (
        <p className="text-lg">{t`Your grown-up picked ${name(picked).toLowerCase()} for you.`}</p>
      )}
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {SUBJECTS.map((operation) => (
          <Button
            key={operation}
            variant={operation === picked ? 'primary' : 'secondary'}
            className="min-h-20 flex-col text-lg"
            onClick={() => onChoose(operation)}
          >
            <SubjectIcon subject={operation} />
            {name(operation)}
          </Button>
        ))}
      </div>
    </section>
  );
}

function FactsRound({
  operation,
  initial,
  onDone,
}: {
  operation: Subject;
  initial: QuickFactsRun;
  onDone: (run: QuickFactsRun) => void;
}) {
  const { i18n, t } = useLingui();
  const [run, setRun] = useState(initial);
  const [typed, setTyped] = useState('');
  const field = useRef<HTMLInputElement>(null);
  // Time in view from the fact shown to Enter.
  const stopwatch = useBoxClock();
  const step = stepOf(run);
  const roundClock = useRoundClock(step.kind === 'fact');
  const stepKey = step.kind === 'done' ? 'done' : `${step.kind}-${step.index}`;
  // Read aloud: each prompt and fact, on its own when the child's switch is on.
  const autoRead = useAutoRead();
  const session = getSession();
  const words =
    step.kind === 'typing'
      ? typingWords(i18n, step.number)
      : step.kind === 'fact'
        ? factWords(i18n, step.key, session?.role === 'student' ? session.grade : undefined)
        : '';
  useEffect(() => stopSpeaking, []);

  // Each prompt and fact is timed from when it shows, with the field ready to type in.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per prompt or fact shown.
  useEffect(() => {
    if (step.kind === 'done') {
      onDone(run);
      return;
    }
    setTyped('');
    stopwatch.start();
    field.current?.focus();
    if (autoRead) say(words);
  }, [stepKey]);

  // The answer's feedback is read as it shows: the fact's answer said, not spelled.
  const feedbackWords = run.feedback
    ? sentencesCapitalised(
        spokenText(
          feedbackText(i18n, run.feedback),
          (session?.role === 'student' ? session.grade : undefined) ?? 3,
          spokenLanguage(i18n),
        ),
      )
    : '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: read when feedback shows.
  useEffect(() => {
    if (autoRead && feedbackWords) say(feedbackWords);
  }, [run.feedback]);

  // A quick right answer goes on by itself after its celebration; with the voice on, once
  // "Quick and right!" is heard to its end (the next fact's reading cut it off).
  useEffect(() => {
    if (run.feedback?.outcome !== 'quick') return;
    const goOnNow = () => setRun((current) => goOn(current));
    let stopListening: () => unknown = () => undefined;
    const timer = window.setTimeout(() => {
      if (!isReading()) return goOnNow();
      stopListening = onReading((now) => {
        if (!now) goOnNow();
      });
    }, QUICK_PAUSE_MS);
    return () => {
      window.clearTimeout(timer);
      stopListening();
    };
  }, [run.feedback]);

  if (step.kind === 'done') return <Spinner label={t`Saving your answers...`} />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (run.feedback) {
      setTyped('');
      setRun(goOn(run));
      return;
    }
    if (typed === '') return;
    const ms = stopwatch.elapsed();
    if (step.kind === 'typing') {
      // Emptied here, not only when the next prompt shows: a child who types on at once
      // must not find the last number still in the field.
      setTyped('');
      setRun(typePrompt(run, typed, ms));
    } else {
      setRun(answerFact(run, typed, ms, roundClock.spent()));
    }
  };

  const feedback = run.feedback;
  return (
    <section aria-labelledby="round-title" className="flex flex-col items-center gap-5">
      <div className="flex w-full flex-col gap-2">
        <div className="flex items-center justify-between gap-3">
          <h2 id="round-title" className="text-xl font-bold">
            {step.kind === 'typing'
              ? t`Warm up: type the number you see`
              : t(SUBJECT_WORDS[operation])}
          </h2>
          <Speaker text={feedbackWords ? `${words} ${feedbackWords}` : words} />
        </div>
        <ProgressBar
          label={t`Quick Facts progress`}
          value={Math.round(100 * progressOf(run))}
          max={100}
        />
      </div>
      <form
        onSubmit={submit}
        className="flex items-center gap-4 rounded-card bg-card p-5 shadow-card ring-1 ring-line"
      >
        <label htmlFor="quick-facts-answer" className="font-bold text-4xl text-ink tabular-nums">
          {step.kind === 'typing' ? step.number : `${step.text} =`}
        </label>
        <input
          ref={field}
          id="quick-facts-answer"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={feedback ? (run.answers.at(-1)?.answer ?? '') : typed}
          readOnly={Boolean(feedback)}
          aria-invalid={feedback?.outcome === 'wrong' || undefined}
          onChange={(event) => {
            const digits = event.target.value.replace(/[^0-9]/g, '').slice(0, 3);
            setTyped(digits);
          }}
          className={`h-16 w-28 rounded-lg border-2 pl-3 font-bold text-4xl tabular-nums focus:outline-3 focus:outline-brand-600 ${
            feedback?.outcome === 'wrong'
              ? 'border-berry-700 bg-berry-50 text-berry-700'
              : feedback
                ? 'border-leaf-700 text-ink'
                : 'border-brand-600/50 text-ink'
          }`}
        />
      </form>
      <div className="flex min-h-16 flex-col items-center gap-2" aria-live="polite">
        {feedback?.outcome === 'quick' && <Mascot mood="cheer" className="size-16" />}
        {feedback && (
          <p
            className={`text-center font-bold text-lg ${feedback.outcome === 'wrong' ? 'text-berry-700' : 'text-leaf-700'}`}
          >
            {feedbackText(i18n, feedback)}
          </p>
        )}
      </div>
      {feedback && feedback.outcome !== 'quick' && (
        <Button onClick={() => setRun(goOn(run))}>
          <Trans>Next</Trans>
        </Button>
      )}
      {!feedback && (
        <Button onClick={submit} aria-disabled={typed === ''}>
          {step.kind === 'typing' ? t`Done` : t`Check`}
        </Button>
      )}
    </section>
  );
}
