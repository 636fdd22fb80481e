import { Trans, useLingui } from '@lingui/react/macro';
import {
  boxesOf,
  FREE_WORKSHEET_LEVELS,
  inSchoolMethod,
  type Locale,
  languageOf,
  levelRule,
  MAX_LEVEL,
  misconceptionText,
  type NextStep,
  SUBJECTS,
  type Subject,
  schoolMethodOf,
  tierOf,
  worksheet,
  worksheetCode,
} from '@mathsteps/domain';
import { Printer } from 'lucide-react';
import { type CSSProperties, useMemo } from 'react';
import { Button, LinkBanner, SelectField, Toggle } from '../../components/ui';
import { QrCode } from '../../components/ui/qr-code';
import { GridView } from '../../components/worked-grid/grid-view';
import { layoutOf } from '../../components/worked-grid/layout';
import { problemText } from '../../components/worked-grid/method-drawing';
import { printFit } from '../../components/worked-grid/print-fit';
import { paths } from '../../config/paths';
import { SUBJECT_WORDS, TIER_WORDS } from '../../lib/domain-words';

export interface SheetChoice {
  subject: Subject;
  level: number;
  seed: string;
  /** A step's worksheet: ten problems its bug gets wrong. */
  step?: NonNullable<NextStep['practice']>;
  key: boolean;
}

/**
 * A worksheet to print (docs/help-tonight.md "Practice on paper"): ten problems drawn with the
 * app's empty grids (boxes for carries and borrows as the child types them), room for a name and the date, and the answer key on a page of its own
 * unless it is left out. A visitor prints the free tiers' levels; a parent any level.
 */
export function WorksheetSheet({
  choice,
  onChoice,
  visitor,
}: {
  choice: SheetChoice;
  onChoice: (choice: SheetChoice) => void;
  visitor: boolean;
}) {
  const { t, i18n } = useLingui();
  const language = languageOf(i18n.locale as Locale);
  const sheet = useMemo(
    () =>
      worksheet({
        subject: choice.subject,
        level: choice.level,
        seed: choice.seed,
        ...(choice.step ? { bug: choice.step.misconception } : {}),
      }),
    [choice.subject, choice.level, choice.seed, choice.step],
  );
  // The QR code's address: the same ten in the practice quiz, on any device.
  const deviceLink = `${window.location.origin}${paths.mathProblems}?worksheet=${worksheetCode({
    subject: choice.subject,
    level: sheet.level,
    seed: choice.seed,
    ...(choice.step ? { bug: choice.step.misconception } : {}),
  })}`;
  // Written as the page language's schools usually write them (docs/written-methods.md); a
  // step's worksheet keeps the method its step belongs to.
  const problems = useMemo(() => {
    if (choice.step) return sheet.problems;
    const method = schoolMethodOf({}, i18n.locale);
    return sheet.problems.map((problem) => inSchoolMethod(problem, method));
  }, [sheet, choice.step, i18n.locale]);
  // Numbered once: a level with few problems may repeat one, so a problem is not a key.
  const numbered = problems.map((problem, index) => ({
    problem,
    number: index + 1,
    answer: sheet.key[index],
  }));
  // On paper the ten share one sheet: the grid's size and the columns across fit the largest.
  const fit = printFit(
    problems.map((problem) => {
      const layout = layoutOf(problem, boxesOf(problem));
      return { columns: layout.columns, rows: layout.rows.length };
    }),
  );
  const levels = visitor
    ? FREE_WORKSHEET_LEVELS
    : Array.from({ length: MAX_LEVEL + 1 }, (_, level) => level);
  const subject = t(SUBJECT_WORDS[choice.subject]);
  const tier = t(TIER_WORDS[tierOf(sheet.level).name].name);
  const stepTitle =
    choice.step && misconceptionText(choice.step.misconception, choice.subject, language).title;
  // The sheet is the child's: it names the subject and the level, never the mistake it works
  // on; the parent reads the step above it, on the screen only.
  const title = t`${subject}, level ${sheet.level} (${tier})`;
  return (
    <div className="flex flex-col gap-6">
      <form
        className="no-print flex flex-wrap items-end gap-4 rounded-card bg-card p-4 ring-1 ring-line"
        aria-label={t`Choose the worksheet`}
        onSubmit={(event) => event.preventDefault()}
      >
        {stepTitle && (
          <p className="max-w-prose">
            {t`Ten problems for the step “${stepTitle}”. The printed sheet does not name it.`}
          </p>
        )}
        {!choice.step && (
          <>
            <SelectField
              label={t`Subject`}
              value={choice.subject}
              onChange={(event) => onChoice({ ...choice, subject: event.target.value as Subject })}
            >
              {SUBJECTS.map((subject) => (
                <option key={subject} value={subject}>
                  {t(SUBJECT_WORDS[subject])}
                </option>
              ))}
            </SelectField>
            <SelectField
              label={t`Level`}
              value={String(sheet.level)}
              onChange={(event) => onChoice({ ...choice, level: Number(event.target.value) })}
            >
              {levels.map((level) => (
                <option key={level} value={level}>
                  {visitor
                    ? t(TIER_WORDS[tierOf(level).name].name)
                    : t`Level ${level}: ${levelRule(choice.subject, level, language)}`}
                </option>
              ))}
            </SelectField>
          </>
        )}
        <span className="flex min-h-11 items-center gap-3">
          <span aria-hidden="true" className="font-bold">
            <Trans>Answer key</Trans>
          </span>
          <Toggle
            label={t`Print the answer key`}
            checked={choice.key}
            onChange={(key) => onChoice({ ...choice, key })}
          />
        </span>
        <Button variant="secondary" onClick={() => onChoice({ ...choice, seed: newSeed() })}>
          <Trans>New problems</Trans>
        </Button>
        <Button onClick={() => window.print()}>
          <Printer aria-hidden="true" className="size-5" />
          <Trans>Print</Trans>
        </Button>
      </form>
      {visitor && (
        <div className="no-print">
          <LinkBanner tone="info" link={{ to: paths.pricing, label: <Trans>See the plans</Trans> }}>
            <Trans>
              Free worksheets come at the four free tiers. With an account, print any of the 20
              levels; with Premium, a worksheet for each step your child gets wrong.
            </Trans>
          </LinkBanner>
        </div>
      )}
      <article
        className="worksheet flex flex-col gap-4 rounded-card bg-card p-4 ring-1 ring-line sm:p-6"
        aria-labelledby="worksheet-title"
      >
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="worksheet-title" className="text-xl font-bold">
            {title}
          </h2>
          <p className="worksheet-name text-muted">
            <Trans>Name: ______________ Date: __________</Trans>
          </p>
        </div>
        <div className="flex items-center gap-3">
          <QrCode
            text={deviceLink}
            label={t`QR code: these problems on a device`}
            className="size-20 shrink-0"
          />
          <p className="text-sm">
            <Trans>Scan to do the same ten on a phone or tablet, checked box by box:</Trans>{' '}
            <span className="break-all">{deviceLink}</span>
          </p>
        </div>
        <ol
          className="worksheet-problems grid grid-cols-1 gap-4 sm:grid-cols-2"
          style={
            {
              '--print-columns': fit.columns,
              '--print-cell': `${fit.cellRem}rem`,
            } as CSSProperties
          }
        >
          {numbered.map(({ problem, number }) => (
            <li key={number} className="flex items-start gap-2">
              <span className="font-bold">{number}.</span>
              <GridView
                problem={problem}
                label={t`Problem ${number}: ${problemText(problem)}`}
                blank
              />
            </li>
          ))}
        </ol>
        {choice.key && (
          <section className="worksheet-key flex flex-col gap-2" aria-labelledby="worksheet-key">
            <h3 id="worksheet-key" className="text-lg font-bold">
              <Trans>Answer key</Trans>
            </h3>
            {/* Each answer on one line, as many to a line as the paper holds: never broken or cut. */}
            <ol className="flex flex-wrap gap-x-8 gap-y-1">
              {numbered.map(({ problem, number, answer }) => (
                <li key={number} className="whitespace-nowrap">
                  {number}. {problemText(problem)} = <strong>{answer}</strong>
                </li>
              ))}
            </ol>
          </section>
        )}
      </article>
    </div>
  );
}

/** A worksheet's seed: the same seed prints the same problems. */
export function newSeed(): string {
  return Math.random().toString(36).slice(2, 10);
}
