import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  type BugId,
  type ClassMistakes,
  helpTonightPath,
  type Locale,
  languageOf,
  misconceptionText,
  pupilName,
  type SchoolMethod,
  SIGNS,
  type Subject,
} from '@mathsteps/domain';
import { Lightbulb, UsersRound } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useGivePractice } from '../../api/classes';
import {
  Banner,
  Button,
  ConfirmDialog,
  Dialog,
  ScrollRegion,
  textLinkClass,
  WriteFailure,
} from '../../components/ui';
import {
  AnswerBesideRight,
  problemOfMistake,
} from '../../components/worked-grid/answer-beside-right';
import { longDate } from '../../lib/dates';
import { SUBJECT_WORDS } from '../../lib/domain-words';
import { useFlash } from '../../lib/use-flash';
import { PracticeWord } from './class-board';

type Step = ClassMistakes['steps'][number];
type Cell = ClassMistakes['cells'][number];
type Pupil = ClassMistakes['pupils'][number];

const sameStep = (a: { bug: BugId; subject: Subject }, b: { bug: BugId; subject: Subject }) =>
  a.bug === b.bug && a.subject === b.subject;

/**
 * The step's title and explanation in the page's language, for the teacher ("the pupil"),
 * said in long division where it shows there.
 */
function useStepTitle() {
  const { i18n } = useLingui();
  const language = languageOf(i18n.locale as Locale);
  return (step: { bug: BugId; subject: Subject }) =>
    misconceptionText(step.bug, step.subject, language, 'class');
}

/**
 * The class's mistakes by step (docs/product.md "The class's mistakes"): the week's alerts in
 * words, then a table of pupils by steps, each cell the count of different problems over two
 * weeks, the worst first. A cell opens the pupil's own grid; a step opens its explanation, its
 * Help tonight page and the practice for the pupils who have it.
 */
export function ClassMistakesView({
  classId,
  table,
  method,
}: {
  classId: string;
  table: ClassMistakes;
  /** The class's written methods: its steps' help pages show them. */
  method?: SchoolMethod;
}) {
  const { t } = useLingui();
  const words = useStepTitle();
  const [message, setMessage] = useFlash();
  const [cell, setCell] = useState<{ cell: Cell; pupil: Pupil }>();
  const [step, setStep] = useState<Step>();
  const cellOf = (pupil: Pupil, step: Step) =>
    table.cells.find((each) => each.pupil === pupil.id && sameStep(each, step));
  const practiceOf = (pupil: Pupil, step: Step) =>
    table.practice.findLast((each) => each.pupil === pupil.id && sameStep(each, step));
  if (table.steps.length === 0 && table.facts.length === 0) {
    return (
      <Banner tone="info">
        <Trans>
          No mistakes in the last two weeks that a step explains. Each one a pupil makes shows here.
        </Trans>
      </Banner>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      {message && <Banner tone={message.tone}>{message.text}</Banner>}
      {table.alerts.length > 0 && (
        <ul className="flex flex-col gap-2" aria-label={t`This week`}>
          {table.alerts.map((alert) => {
            const title = words(alert).title;
            const sign = SIGNS[alert.subject];
            return (
              <li
                key={`${alert.subject}.${alert.bug}`}
                className="rounded-card bg-sun-100 p-3 ring-1 ring-sun-400"
              >
                {alert.kind === 'most'
                  ? t`Most of the class missed a problem like ${alert.number_0} ${sign} ${alert.number_1} this week: “${title}”.`
                  : t`${alert.pupils} of ${alert.of} pupils this week: “${title}”.`}
              </li>
            );
          })}
        </ul>
      )}
      <ScrollRegion label={t`Mistakes by step, the last two weeks`}>
        <table className="min-w-full border-separate border-spacing-0 text-left">
          <caption className="sr-only">
            <Trans>
              Each pupil’s problems a step explains over the last two weeks. Open a number for the
              pupil’s grid, a step for its explanation and practice.
            </Trans>
          </caption>
          <thead>
            <tr>
              <th scope="col" className="sticky left-0 bg-card p-2 align-bottom">
                <Trans>Pupil</Trans>
              </th>
              {table.steps.map((each) => (
                <th
                  key={`${each.subject}.${each.bug}`}
                  scope="col"
                  className="min-w-36 p-2 align-bottom"
                >
                  <button
                    type="button"
                    className={`${textLinkClass} text-left text-sm`}
                    onClick={() => setStep(each)}
                  >
                    {words(each).title}
                  </button>
                  <span className="block text-xs font-normal text-muted">
                    {t(SUBJECT_WORDS[each.subject])} ·{' '}
                    {t`${plural(each.pupils, { one: '# pupil', other: '# pupils' })}`}
                  </span>
                </th>
              ))}
              <th scope="col" className="min-w-36 p-2 align-bottom text-sm">
                <Trans>Number facts still being learnt</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {table.pupils.map((pupil) => (
              <tr key={pupil.id}>
                <th
                  scope="row"
                  className="sticky left-0 border-t border-line bg-card p-2 font-bold whitespace-nowrap"
                >
                  {pupilName(pupil)}
                </th>
                {table.steps.map((each) => {
                  const found = cellOf(pupil, each);
                  const practice = practiceOf(pupil, each);
                  return (
                    <td key={`${each.subject}.${each.bug}`} className="border-t border-line p-2">
                      {found ? (
                        <button
                          type="button"
                          className="min-w-10 rounded-lg bg-berry-50 px-3 py-1 font-bold text-berry-700 ring-1 ring-berry-700/30 hover:ring-berry-700"
                          aria-label={t`${pupilName(pupil)}: ${plural(found.problems, {
                            one: '# problem',
                            other: '# problems',
                          })}, ${words(each).title}`}
                          onClick={() => setCell({ cell: found, pupil })}
                        >
                          {found.problems}
                        </button>
                      ) : (
                        <>
                          <span className="text-muted" aria-hidden>
                            ·
                          </span>
                          <span className="sr-only">{t`none`}</span>
                        </>
                      )}
                      {practice && (
                        <span className="block text-xs text-muted">
                          <PracticeWord status={practice.status} />
                        </span>
                      )}
                    </td>
                  );
                })}
                <FactsCell facts={table.facts.find((each) => each.pupil === pupil.id)} />
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      {cell && (
        <PupilGrid
          cell={cell.cell}
          pupil={cell.pupil}
          title={words(cell.cell).title}
          onClose={() => setCell(undefined)}
        />
      )}
      {step && (
        <StepDialog
          classId={classId}
          method={method}
          step={step}
          pupils={table.pupils.filter((pupil) => cellOf(pupil, step))}
          onClose={() => setStep(undefined)}
          onGiven={(text) => {
            setStep(undefined);
            setMessage({ tone: 'success', text });
          }}
        />
      )}
    </div>
  );
}

/** A pupil's facts still being learnt: how many, and the slowest by name. */
function FactsCell({ facts }: { facts: ClassMistakes['facts'][number] | undefined }) {
  const { t } = useLingui();
  return (
    <td className="border-t border-line p-2 text-sm">
      {facts ? (
        <>
          <span className="font-bold">{facts.learning}</span>
          {facts.slowest.length > 0 && (
            <span className="block text-xs text-muted">
              {t`slowest: ${facts.slowest.join(', ')}`}
            </span>
          )}
        </>
      ) : (
        <>
          <span className="text-muted" aria-hidden>
            ·
          </span>
          <span className="sr-only">{t`none`}</span>
        </>
      )}
    </td>
  );
}

/** The pupil's own grid of the step, red where it went wrong, beside the right one. */
function PupilGrid({
  cell,
  pupil,
  title,
  onClose,
}: {
  cell: Cell;
  pupil: Pupil;
  title: string;
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const { example } = cell;
  const sign = SIGNS[cell.subject];
  const problem = problemOfMistake({ ...example, subject: cell.subject });
  return (
    <Dialog
      open
      onClose={onClose}
      title={t`${pupilName(pupil)}: ${example.number_0} ${sign} ${example.number_1}`}
      actions={
        <Button variant="secondary" onClick={onClose}>
          <Trans>Close</Trans>
        </Button>
      }
    >
      <p>
        {t`${title}: ${plural(cell.problems, {
          one: '# problem in two weeks',
          other: '# problems in two weeks, the latest',
        })} on ${longDate(example.date, i18n.locale)}.`}
      </p>
      {problem && <AnswerBesideRight problem={problem} child={pupil.firstname} mistake={example} />}
    </Dialog>
  );
}

/**
 * A step's explanation, its Help tonight page, and its practice set for the pupils who have it
 * (asked first: each finds it on its next sign-in).
 */
function StepDialog({
  classId,
  method,
  step,
  pupils,
  onClose,
  onGiven,
}: {
  classId: string;
  method?: SchoolMethod;
  step: Step;
  pupils: Pupil[];
  onClose: () => void;
  onGiven: (message: string) => void;
}) {
  const { t } = useLingui();
  const words = useStepTitle()(step);
  const give = useGivePractice(classId);
  const names = pupils.map(pupilName).join(', ');
  const count = pupils.length;
  return (
    <ConfirmDialog
      open
      onClose={onClose}
      title={words.title}
      dismiss={t`Close`}
      confirm={
        <>
          <UsersRound aria-hidden className="size-5" />
          {t`${plural(count, {
            one: 'Give practice to this pupil',
            other: 'Give practice to these # pupils',
          })}`}
        </>
      }
      busy={give.isPending}
      onConfirm={() =>
        give.mutate(
          { bug: step.bug, subject: step.subject, pupilIds: pupils.map((pupil) => pupil.id) },
          {
            onSuccess: (given) =>
              onGiven(
                t`${plural(given, {
                  one: 'Practice given to # pupil: it waits for the next sign-in.',
                  other: 'Practice given to # pupils: each finds it at the next sign-in.',
                })}`,
              ),
          },
        )
      }
    >
      <div className="flex flex-col gap-3">
        <p>{words.explanation}</p>
        <p>
          <Link
            to={helpTonightPath(
              { subject: step.subject, misconception: step.bug },
              { classId, method },
            )}
            className={`${textLinkClass} inline-flex items-center gap-1`}
          >
            <Lightbulb aria-hidden className="size-4" />
            <Trans>Help tonight: the step worked right, what to say, problems for paper</Trans>
          </Link>
        </p>
        <p>
          {/* No full stop after the names: the last one ends with its initial's. */}
          {t`Five problems picked to show whether each pupil takes this step wrong: ${names}`}
        </p>
        <WriteFailure
          write={give}
          fallback={t`The practice could not be given. Please try again.`}
        />
      </div>
    </ConfirmDialog>
  );
}
