import { Trans, useLingui } from '@lingui/react/macro';
import {
  BUGS,
  displayName,
  helpTonight,
  type Locale,
  languageOf,
  misconceptionText,
  type StudentReport as Report,
  type SchoolMethod,
  solve,
  writtenAs,
} from '@mathsteps/domain';
import { Printer } from 'lucide-react';
import { type CSSProperties, type ReactNode, useContext, useMemo } from 'react';
import { Banner, Button, ButtonLink } from '../../components/ui';
import { GridView } from '../../components/worked-grid/grid-view';
import { drawnSize, MethodDrawing, problemText } from '../../components/worked-grid/method-drawing';
import { MethodSelect } from '../../components/worked-grid/method-select';
import { rowFitRem } from '../../components/worked-grid/print-fit';
import { paths } from '../../config/paths';
import { longDate } from '../../lib/dates';
import { SUBJECT_WORDS } from '../../lib/domain-words';
import { ReportReader } from './report-reader';
import { type PracticeLink, TargetedPractice } from './steps-to-work-on';

/**
 * The three problems to do together, on paper: a cell of 2.2 rem at most (room to write), in a
 * row at most 10 rem high, so that the page with its worked problem and key fits one sheet.
 */
const TOGETHER_ON_PAPER = { largest: 2.2, height: 10 };
/** The child's mistake beside it worked right, on paper: 1.4 rem at most, 13 rem high at most. */
const WORKED_ON_PAPER = { largest: 1.4, height: 13 };

/**
 * "Help tonight" (docs/help-tonight.md): for one step a child gets wrong, their own mistake,
 * the same problem worked right in the school's method and words, a four-line script, three
 * problems to do together on paper and their key. One printed page.
 */
export function HelpTonight({
  report,
  step,
  method,
  onMethod,
}: {
  report: Report;
  step: PracticeLink;
  method: SchoolMethod;
  /** Changes the child's method; the page follows. */
  onMethod: (method: SchoolMethod) => void;
}) {
  const { t, i18n } = useLingui();
  const language = languageOf(i18n.locale as Locale);
  const child = displayName(report.student.firstname);
  const named = report.misconceptions.find(
    (each) => each.subject === step.subject && each.id === step.misconception,
  );
  const example = named?.example;
  const mistake = useMemo(
    () =>
      // Drawn in the method the child wrote it in (docs/written-methods.md).
      example
        ? writtenAs(
            solve(step.subject, Number(example.number_0), Number(example.number_1)),
            example.entries,
          )
        : undefined,
    [example, step.subject],
  );
  const level = Number(report.subjects[step.subject]?.level ?? 0);
  const page = useMemo(
    () =>
      helpTonight({
        bug: step.misconception,
        subject: step.subject,
        method,
        child,
        level,
        // The day's page: the screen and its print show the same problems.
        seed: `${report.student.accountname}.${step.subject}.${step.misconception}.${report.today}`,
        ...(mistake ? { mistake } : {}),
        language,
      }),
    [step, method, child, level, report.student.accountname, report.today, mistake, language],
  );
  // The step's name and explanation in the reader's language, and for a teacher "the pupil".
  const reader = useContext(ReportReader);
  const { title, explanation } = misconceptionText(
    step.misconception,
    step.subject,
    language,
    reader === 'teacher' ? 'class' : 'family',
  );
  const subject = t(SUBJECT_WORDS[step.subject]);
  const printedOn = new Intl.DateTimeFormat(i18n.locale, {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${report.today}T12:00:00Z`));
  // The grids' cells on paper (print CSS), as large as the page's widest and tallest let: the
  // worked problem twice across (the child's and the right one), the three to do together.
  const onPaper = useMemo(() => {
    const worked = drawnSize(page.worked, method);
    const together = page.together.map((each) => drawnSize(each.problem, method));
    return {
      '--worked-cell': `${rowFitRem([worked, worked], WORKED_ON_PAPER)}rem`,
      '--together-cell': `${rowFitRem(together, TOGETHER_ON_PAPER)}rem`,
    } as CSSProperties;
  }, [page, method]);

  return (
    <article
      className="help-page flex flex-col gap-6 rounded-card bg-card p-4 ring-1 ring-line sm:p-6"
      aria-labelledby="help-title"
      style={onPaper}
    >
      {/* Not a <header>: the site's header is left off paper, and this part prints. */}
      <div className="flex flex-col gap-1">
        <p className="text-sm font-bold text-brand-700">
          <Trans>
            Help tonight · {child} · {subject}
          </Trans>
        </p>
        <h2 id="help-title" className="text-2xl font-bold">
          {title}
        </h2>
        <p>{explanation}</p>
      </div>
      {!named && (
        <Banner>
          <Trans>
            This is no longer a step {child}’s recent work gets wrong. The page is here to go over
            it again if you wish.
          </Trans>
        </Banner>
      )}

      <MethodChoice subject={step.subject} method={method} onMethod={onMethod} />

      <HelpSection
        id="help-worked"
        title={
          mistake
            ? t`${child}’s mistake, and the same problem worked right`
            : t`A problem worked right`
        }
        className="help-worked gap-3"
      >
        <div className="flex flex-wrap items-start gap-6">
          {example && mistake && (
            <GridView
              problem={mistake}
              entries={example.entries}
              label={t`${child}’s answer on ${longDate(example.date)}: ${example.answer || t`blank`} (the red boxes went wrong)`}
            />
          )}
          <MethodDrawing
            problem={page.worked}
            method={method}
            label={t`Worked right: ${problemText(page.worked)}`}
          />
        </div>
        <ol className="flex list-decimal flex-col gap-1 pl-6">
          {page.steps.map((sentence) => (
            <li key={sentence}>{sentence}</li>
          ))}
        </ol>
      </HelpSection>

      <HelpSection id="help-script" title={t`What to say`}>
        <ul className="flex list-disc flex-col gap-1 pl-6">
          {page.script.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </HelpSection>

      <HelpSection
        id="help-together"
        title={t`Three to do together, on paper`}
        className="help-together gap-3"
      >
        <ol className="flex flex-wrap gap-6">
          {page.together.map((each, index) => (
            <li key={each.problem.id}>
              <MethodDrawing
                problem={each.problem}
                method={method}
                label={t`Problem ${index + 1}: ${problemText(each.problem)}`}
                blank
              />
            </li>
          ))}
        </ol>
      </HelpSection>

      <section
        className="help-key flex flex-col gap-1 border-t border-line pt-3 text-sm"
        aria-labelledby="help-key"
      >
        <h3 id="help-key" className="font-bold">
          <Trans>Answer key</Trans>
        </h3>
        <ol className="flex flex-col gap-1">
          {page.together.map((each, index) => (
            <li key={each.problem.id}>
              {index + 1}. {problemText(each.problem)} = <strong>{each.answer}</strong>.{' '}
              {each.wrongNote}
            </li>
          ))}
        </ol>
      </section>

      <div className="no-print flex flex-wrap items-start gap-3">
        <Button variant="secondary" onClick={() => window.print()}>
          <Printer aria-hidden="true" className="size-5" />
          <Trans>Print this page</Trans>
        </Button>
        <ButtonLink variant="secondary" to={worksheetPath(step, level)}>
          <Trans>Print a worksheet of 10 for this step</Trans>
        </ButtonLink>
      </div>
      {named && (
        <HelpSection id="help-practice" title={t`Practice on MathSteps`} className="no-print gap-2">
          <TargetedPractice misconception={named} report={report} asked={false} />
        </HelpSection>
      )}
      <p className="text-xs text-muted">
        {BUGS[step.misconception].knownAs &&
          t`Known to researchers as “${BUGS[step.misconception].knownAs}”.`}
      </p>
      {/* On paper only: whose sheet, and from when, at its foot. */}
      <p className="hidden border-t border-line pt-2 text-xs text-muted print:block">
        <Trans>
          MathSteps · Help tonight for {child} · {printedOn}
        </Trans>
      </p>
    </article>
  );
}

/** A part of the page under its heading, named by it for screen readers. */
function HelpSection({
  id,
  title,
  className = 'gap-2',
  children,
}: {
  id: string;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section className={`flex flex-col ${className}`} aria-labelledby={id}>
      <h3 id={id} className="text-lg font-bold">
        {title}
      </h3>
      {children}
    </section>
  );
}

/** How the school writes this subject, where schools differ: the page follows the choice. */
function MethodChoice({
  subject,
  method,
  onMethod,
}: {
  subject: PracticeLink['subject'];
  method: SchoolMethod;
  onMethod: (method: SchoolMethod) => void;
}) {
  const { t } = useLingui();
  if (subject !== 'subtraction' && subject !== 'division') return null;
  return (
    <MethodSelect
      subject={subject}
      label={
        subject === 'subtraction'
          ? t`How does the school write subtraction?`
          : t`How does the school write long division?`
      }
      method={method}
      onChange={onMethod}
      className="no-print max-w-md"
    />
  );
}

/** A worksheet of ten problems this step's bug gets wrong (docs/help-tonight.md). */
function worksheetPath(step: PracticeLink, level: number): string {
  const query = new URLSearchParams({
    subject: step.subject,
    level: String(level),
    step: `${step.subject}.${step.misconception}`,
  });
  return `${paths.worksheet}?${query}`;
}
