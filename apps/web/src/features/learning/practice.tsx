import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  boxesOf,
  boxTimings,
  type Problem,
  procedureBoxes,
  QUESTIONS_PER_SET,
  type Subject,
  typedWithoutFact,
} from '@mathsteps/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Check } from 'lucide-react';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { gridProblemOf, practiceQuery, reportWrongAnswer } from '../../api/learning';
import { studentQuery } from '../../api/student';
import { practiceDoneWords, practicePickerWords } from '../../components/read-aloud/read-aloud';
import { Speaker } from '../../components/read-aloud/speaker';
import { say, useAutoRead } from '../../components/read-aloud/speech';
import { useProblemReading } from '../../components/read-aloud/use-problem-reading';
import { playTune } from '../../components/rewards/sound';
import { SUBJECT_LOOK } from '../../components/rewards/subject-look';
import { SubjectIcon } from '../../components/rewards/subject-mark';
import {
  Banner,
  Button,
  ButtonLink,
  ConfirmDialog,
  ProgressBar,
  Spinner,
} from '../../components/ui';
import { useBoxClock } from '../../components/worked-grid/use-box-clock';
import { WorkedProblem } from '../../components/worked-grid/worked-problem';
import { paths } from '../../config/paths';
import { SUBJECT_WORDS } from '../../lib/domain-words';
import type { StudentProfile } from '../../lib/session';
import { FocusPractice } from './focus-practice';
import { levelExample, levelsUpTo } from './practice-picker';

/** The product's order of categories on this screen. */
const CATEGORIES: Subject[] = ['multiplication', 'division', 'addition', 'subtraction'];
/** docs/product.md: the practice page waits up to 10 s for problems. */
const LOAD_LIMIT_MS = 10_000;

type Phase =
  | { name: 'setup' }
  | { name: 'loading' }
  | { name: 'failed' }
  | { name: 'practicing'; subject: Subject; level: number; problems: Problem[] };

function withinLimit<T>(work: Promise<T>): Promise<T> {
  return Promise.race([
    work,
    new Promise<T>((_, reject) =>
      window.setTimeout(() => reject(new Error('timed out')), LOAD_LIMIT_MS),
    ),
  ]);
}

/**
 * /practice-problems (docs/product.md): a category and a level up
 * to one above the highest completed, ten problems with counters, then a choice to go
 * back or do more. Subjects are big cards in their colours, levels are shown by an example
 * problem (decision record 0006).
 */
export function Practice({ student }: { student: StudentProfile }) {
  const { i18n, t } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // The highest level each subject may be practiced at; none known when it cannot be read.
  const record = useQuery(studentQuery);
  const ceilings = record.data?.practicemax ?? (record.isError ? {} : undefined);
  const [subject, setSubject] = useState<Subject>('multiplication');
  const levelIn = (of: Subject) => Number(record.data?.student.mathlevels[of]?.level ?? 0);
  // The level the child picked, else the subject's own (known once the record is here).
  const [pickedLevel, setLevel] = useState<number>();
  const level = pickedLevel ?? levelIn(subject);
  const [phase, setPhase] = useState<Phase>({ name: 'setup' });
  const [index, setIndex] = useState(0);
  const [incorrect, setIncorrect] = useState(0);
  const [wrongFirst, setWrongFirst] = useState(false);
  const [done, setDone] = useState(false);
  // While the child works a special practice set, the rest of the page steps aside.
  const [focusing, setFocusing] = useState(false);
  // The boxes of each problem timed, for its error report (decision 0010).
  const clock = useBoxClock();
  const shown = phase.name === 'practicing' ? phase.problems[index] : undefined;
  // biome-ignore lint/correctness/useExhaustiveDependencies: each problem starts the clock.
  useEffect(() => clock.start(), [shown]);

  const ceiling = Number(ceilings?.[subject] ?? levelIn(subject));
  const levels = levelsUpTo(ceiling);
  const picked = Math.min(level, ceiling);
  // Read aloud: the picker says what to do and what is picked (on its own when it opens);
  // the end of the set says how it went.
  const autoRead = useAutoRead();
  const pickerWords = practicePickerWords(
    i18n,
    t(SUBJECT_WORDS[subject]),
    picked,
    levelExample(subject, picked),
    student.grade,
  );
  const doneWords = practiceDoneWords(i18n, QUESTIONS_PER_SET, incorrect);
  const picking = phase.name === 'setup' && !focusing;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once when the picker opens, once at the end.
  useEffect(() => {
    if (autoRead && picking) say(pickerWords);
  }, [picking, autoRead]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once at the end.
  useEffect(() => {
    if (autoRead && done) say(doneWords);
  }, [done, autoRead]);

  const pickSubject = (next: Subject) => {
    setSubject(next);
    setLevel(undefined);
  };

  const start = async (event?: FormEvent) => {
    event?.preventDefault();
    setPhase({ name: 'loading' });
    try {
      const questions = await withinLimit(queryClient.fetchQuery(practiceQuery(subject, level)));
      const problems = questions.map(gridProblemOf).filter((p): p is Problem => Boolean(p));
      if (problems.length === 0) throw new Error('no problems');
      setIndex(0);
      setIncorrect(0);
      setWrongFirst(false);
      setPhase({ name: 'practicing', subject, level, problems });
    } catch {
      setPhase({ name: 'failed' });
    }
  };

  const next = () => {
    if (wrongFirst) setIncorrect(incorrect + 1);
    setWrongFirst(false);
    if (phase.name !== 'practicing') return;
    if (index + 1 >= Math.min(QUESTIONS_PER_SET, phase.problems.length)) setDone(true);
    else setIndex(index + 1);
  };

  const completed = phase.name === 'practicing' ? index + (done ? 1 : 0) : 0;
  // Read aloud, as on the assignments.
  const reading = useProblemReading(
    phase.name === 'practicing' ? phase.problems[index] : undefined,
    phase.name === 'practicing' ? phase.level : 0,
  );

  return (
    <div className="flex flex-col gap-6">
      {phase.name === 'setup' && <FocusPractice onActive={setFocusing} />}
      {!focusing && (phase.name === 'setup' || phase.name === 'failed') && (
        <form
          onSubmit={(event) => void start(event)}
          aria-label={t`Choose your practice`}
          className="relative flex flex-col gap-4 rounded-card bg-card p-6 ring-1 ring-line"
        >
          {phase.name === 'failed' && (
            <Banner tone="error">
              <Trans>
                <strong>Error loading problem.</strong> Failed to load problems. Please try again.
              </Trans>
            </Banner>
          )}
          {/* Beside the first question, on the card's corner. */}
          <div className="absolute top-4 right-4">
            <Speaker text={pickerWords} />
          </div>
          <fieldset className="flex flex-col gap-3">
            <legend className="mb-3 text-lg font-bold">
              <Trans>Pick a subject</Trans>
            </legend>
            <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
              {CATEGORIES.map((category) => {
                const look = SUBJECT_LOOK[category];
                return (
                  <PickCard
                    key={category}
                    name="subject"
                    checked={subject === category}
                    onPick={() => pickSubject(category)}
                    subject={category}
                    background={look.tint}
                  >
                    <SubjectIcon subject={category} size="lg" />
                    <span className={`text-lg font-bold ${look.text}`}>
                      {t(SUBJECT_WORDS[category])}
                    </span>
                  </PickCard>
                );
              })}
            </div>
          </fieldset>
          <fieldset className="flex flex-col gap-3">
            <legend className="mb-3 text-lg font-bold">
              <Trans>Pick a level</Trans>
            </legend>
            <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
              {levels.map((option) => (
                <PickCard
                  key={option}
                  name="level"
                  checked={picked === option}
                  onPick={() => setLevel(option)}
                  subject={subject}
                  background="bg-card"
                >
                  <span className="text-sm text-muted">
                    <Trans>Level {option}</Trans>
                  </span>
                  <span className="text-xl font-bold whitespace-nowrap">
                    {levelExample(subject, option)}
                  </span>
                </PickCard>
              ))}
            </div>
          </fieldset>
          <p className="text-sm text-muted">
            <Trans>Finish an assignment at a level to open the next one for practice.</Trans>
          </p>
          <div className="flex flex-wrap gap-3">
            <Button type="submit" disabled={!ceilings}>
              {phase.name === 'failed' ? t`Try Again` : t`Start Practice`}
            </Button>
            <ButtonLink to={paths.studentDashboard} variant="secondary">
              <Trans>Back to Dashboard</Trans>
            </ButtonLink>
          </div>
        </form>
      )}

      {phase.name === 'loading' && <Spinner label={t`Getting your problems...`} />}

      {phase.name === 'practicing' && (
        <>
          <div className="flex flex-col gap-2">
            <div className="flex items-center justify-between gap-3">
              <p className="flex items-center gap-2 text-muted">
                <SubjectIcon subject={phase.subject} size="sm" />
                {t(SUBJECT_WORDS[phase.subject])} · <Trans>Level {phase.level}</Trans>
              </p>
              {reading.words && <Speaker text={reading.words} />}
            </div>
            <dl className="flex flex-wrap gap-x-6 gap-y-1">
              <div className="flex gap-2">
                <dt>
                  <Trans>Problems completed:</Trans>
                </dt>
                <dd className="font-bold">{completed}</dd>
              </div>
              <div className="flex gap-2">
                <dt>
                  <Trans>Incorrect answers:</Trans>
                </dt>
                <dd className="font-bold">{incorrect}</dd>
              </div>
            </dl>
            <ProgressBar label={t`Practice progress`} value={completed} max={QUESTIONS_PER_SET} />
          </div>
          <WorkedProblem
            key={index}
            problem={phase.problems[index]!}
            level={phase.level}
            onDigit={clock.entered}
            onSubmitted={(grading, tries, entries) => {
              if (grading.complete) return;
              if (tries === 1) setWrongFirst(true);
              const problem = phase.problems[index]!;
              reading.submitted(problem, grading);
              // Practice sends nothing when right: its box timings go with its error reports.
              const timed = tries === 1 ? clock.entries() : [];
              reportWrongAnswer(
                problem,
                phase.level,
                index + 1,
                grading.wrong.length,
                entries,
                boxTimings(
                  problem,
                  boxesOf(problem),
                  timed,
                  false,
                  procedureBoxes(problem, entries),
                ),
                typedWithoutFact(problem, boxesOf(problem), timed),
              );
            }}
            onNext={next}
            onSolved={() => {
              playTune('right');
              reading.solved(phase.problems[index]!, t`Next Problem`);
            }}
            onExplained={reading.explained}
            explanationSpeaker={(text, box) => <Speaker text={reading.explanation(text, box)} />}
          />
          <div className="flex flex-wrap gap-3">
            <Button variant="secondary" onClick={() => setPhase({ name: 'setup' })}>
              <Trans>Change Level/Type</Trans>
            </Button>
            <ButtonLink to={paths.studentDashboard} variant="secondary">
              <Trans>Back to Dashboard</Trans>
            </ButtonLink>
          </div>
        </>
      )}

      <ConfirmDialog
        open={done}
        onClose={() => navigate(paths.studentDashboard)}
        title={t`Practice complete!`}
        dismiss={t`Return to Dashboard`}
        confirm={t`Do More Practice`}
        onConfirm={() => window.location.reload()}
      >
        <span className="flex items-start justify-between gap-3">
          <span>
            {t`You finished ${QUESTIONS_PER_SET} problems with ${plural(incorrect, { one: '# incorrect answer', other: '# incorrect answers' })}.`}
          </span>
          <Speaker text={doneWords} />
        </span>
      </ConfirmDialog>
    </div>
  );
}

/**
 * A big card to pick, in the subject's colours: a radio hidden from sight but not from the
 * keyboard (arrow keys move the choice) or screen readers (the card's words are its name).
 */
function PickCard({
  name,
  checked,
  onPick,
  subject,
  background,
  children,
}: {
  name: string;
  checked: boolean;
  onPick: () => void;
  subject: Subject;
  background: string;
  children: ReactNode;
}) {
  const look = SUBJECT_LOOK[subject];
  return (
    <label
      className={`relative flex cursor-pointer flex-col items-center gap-1 rounded-card p-4 text-center ring-2 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600 ${background} ${checked ? look.ring : 'ring-line/60'}`}
    >
      <input type="radio" name={name} checked={checked} onChange={onPick} className="sr-only" />
      {children}
      {checked && (
        <Check aria-hidden="true" className={`absolute top-2 right-2 size-5 ${look.text}`} />
      )}
    </label>
  );
}
