import { Trans, useLingui } from '@lingui/react/macro';
import {
  displayName,
  helpTonightPath,
  type Locale,
  languageOf,
  type Misconception,
  misconceptionText,
  type NextStep,
  type StudentReport as Report,
  SIGNS,
  solve,
} from '@mathsteps/domain';
import { Lightbulb, Target } from 'lucide-react';
import { useContext, useEffect, useRef } from 'react';
import { useFocusPractice } from '../../api/students';
import { Banner, Button, ButtonLink, WriteFailure } from '../../components/ui';
import { AnswerBesideRight } from '../../components/worked-grid/answer-beside-right';
import { longDate } from '../../lib/dates';
import { SUBJECT_WORDS } from '../../lib/domain-words';
import { ReportReader } from './report-reader';

/**
 * The misconceptions behind a child's recent mistakes (docs/misconceptions.md): what the child
 * does, in plain words, with their own grid beside the right one, and a targeted practice
 * set to confirm or clear it.
 */
/** The step whose practice a link asks to start (the weekly e-mail's "Start Maya's practice"). */
export type PracticeLink = NonNullable<NextStep['practice']>;

export function StepsToWorkOn({ report, practice }: { report: Report; practice?: PracticeLink }) {
  const child = displayName(report.student.firstname);
  const asked = (step: Misconception) =>
    practice?.subject === step.subject && practice.misconception === step.id;
  const gone = practice && !report.misconceptions.some(asked);
  if (report.mistakes.length === 0 && !gone) return null;
  return (
    <section
      className="flex flex-col gap-3"
      aria-labelledby={`steps-${report.student.accountname}`}
    >
      <h3 id={`steps-${report.student.accountname}`} className="font-bold">
        <Trans>Steps to work on</Trans>
      </h3>
      {gone && (
        <Banner>
          <Trans>
            The step the link asked to practice is no longer one {child} gets wrong: a practice set
            or later work cleared it.
          </Trans>
        </Banner>
      )}
      {report.misconceptions.length === 0 ? (
        <p className="text-muted">
          <Trans>
            No step stands out: the recent mistakes look like slips, not a step {child} gets wrong
            each time.
          </Trans>
        </p>
      ) : (
        <ul className="flex flex-col gap-4">
          {report.misconceptions.map((misconception) => (
            <StepToWorkOn
              key={`${misconception.subject}-${misconception.id}`}
              misconception={misconception}
              report={report}
              asked={asked(misconception)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

/** One step on a child's report; `asked` when a link asked for its practice. */
interface StepProps {
  misconception: Misconception;
  report: Report;
  asked: boolean;
}

function StepToWorkOn({ misconception, report, asked }: StepProps) {
  const { example } = misconception;
  const child = displayName(report.student.firstname);
  const { i18n, t } = useLingui();
  const subject = t(SUBJECT_WORDS[misconception.subject]);
  const kind = subject.toLowerCase();
  const { explains, wrong } = misconception;
  // The step's name and explanation in the reader's language (the server sends the English).
  const reader = useContext(ReportReader);
  const words = misconceptionText(
    misconception.id,
    misconception.subject,
    languageOf(i18n.locale as Locale),
    reader === 'teacher' ? 'class' : 'family',
  );
  const problem = solve(misconception.subject, Number(example.number_0), Number(example.number_1));
  const parent = reader === 'parent';
  const step = { subject: misconception.subject, misconception: misconception.id };
  return (
    <li
      className={`misconception flex flex-col gap-3 rounded-card bg-sun-100/60 p-4 ${asked ? 'ring-4 ring-brand-600' : 'ring-1 ring-sun-700/30'}`}
    >
      <div className="flex flex-col gap-1">
        <h4 className="flex items-center gap-2 text-lg font-bold">
          <Target aria-hidden="true" className="size-5 shrink-0 text-sun-700" />
          {words.title}
        </h4>
        <p className="text-sm text-muted">
          {subject} ·{' '}
          <Trans>
            explains {explains} of the last {wrong} wrong {kind} problems
          </Trans>
        </p>
      </div>
      <p>{words.explanation}</p>
      <ButtonLink
        to={helpTonightPath(step, parent ? { student: report.student.accountname } : undefined)}
        variant="secondary"
        className="no-print self-start"
      >
        <Lightbulb aria-hidden="true" className="size-5" />
        <Trans>Help tonight</Trans>
        <span className="sr-only">: {words.title}</span>
      </ButtonLink>
      <div className="step-example flex flex-col gap-2">
        <p className="text-sm">
          {t`For example, ${example.number_0} ${SIGNS[misconception.subject]} ${example.number_1} on ${longDate(example.date, i18n.locale)}:`}
        </p>
        <AnswerBesideRight problem={problem} child={child} mistake={example} />
      </div>
      <TargetedPractice misconception={misconception} report={report} asked={asked} />
    </li>
  );
}

/** A link that asked for this practice brings the step into view and focuses its button. */
export function TargetedPractice({ misconception, report, asked }: StepProps) {
  const { i18n, t } = useLingui();
  const here = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!asked) return;
    // The step from its title; then the button, which focusing scrolls up to on a phone.
    here.current?.closest('li')?.scrollIntoView({ block: 'start' });
    here.current?.querySelector('button')?.focus();
  }, [asked]);
  // Started, the report is read again: its practice is then waiting.
  const practice = misconception.practice;
  const child = displayName(report.student.firstname);

  const reader = useContext(ReportReader);
  // The set is the parent's to start; the teacher's practice for a class comes with its board.
  const startButton = (label: string) =>
    reader === 'sample' ? (
      <p className="text-sm italic">
        <Trans>In your child’s report, “{label}” starts this set here.</Trans>
      </p>
    ) : reader === 'parent' ? (
      <StartPractice misconception={misconception} report={report} label={label} />
    ) : null;

  return (
    <div ref={here} className="no-print flex flex-col items-start gap-2" aria-live="polite">
      {practice?.status === 'waiting' && (
        <p className="font-bold">
          {t`A practice set is waiting for ${child} on their Practice page (since ${longDate(practice.date, i18n.locale)}). Its answers will confirm or clear this.`}
        </p>
      )}
      {practice?.status === 'confirmed' && (
        <>
          <p className="font-bold">
            {t`Targeted practice on ${longDate(practice.date, i18n.locale)} confirmed it: ${child} still works this step this way. Go through the example together, then practice again.`}
          </p>
          {startButton(t`Practice It Again`)}
        </>
      )}
      {!practice && (
        <>
          {asked && (
            <p className="font-bold">
              <Trans>Here it is: start the practice set for {child}.</Trans>
            </p>
          )}
          <p className="text-sm">
            <Trans>
              A short set of 5 problems picked to show whether this is the step {child} gets wrong.
            </Trans>
          </p>
          {startButton(t`Start Targeted Practice`)}
        </>
      )}
    </div>
  );
}

/** A child's own report starts the set (a sample has no button, nor the query cache it needs). */
function StartPractice({
  misconception,
  report,
  label,
}: Pick<StepProps, 'misconception' | 'report'> & { label: string }) {
  const { t } = useLingui();
  const focus = useFocusPractice(report.student.accountname);
  return (
    <>
      <Button
        variant="secondary"
        onClick={() =>
          focus.mutate({ misconception: misconception.id, subject: misconception.subject })
        }
        disabled={focus.isPending}
      >
        {focus.isPending ? t`Starting...` : label}
      </Button>
      <WriteFailure
        write={focus}
        fallback={t`The practice set could not be started. Please try again.`}
      />
    </>
  );
}
