import { Trans, useLingui } from '@lingui/react/macro';
import {
  type ClassWeek,
  dayRangeText,
  type Locale,
  languageOf,
  misconceptionText,
  type PupilWord,
  pupilName,
  SIGNS,
} from '@mathsteps/domain';
import { Printer } from 'lucide-react';
import { Banner, Button } from '../../components/ui';
import {
  AnswerBesideRight,
  problemOfMistake,
} from '../../components/worked-grid/answer-beside-right';
import { SUBJECT_WORDS } from '../../lib/domain-words';

/**
 * The weekly class report (docs/product.md "The weekly class report"), on screen and on one
 * printed page: who practiced how often, the levels now and their change, the three steps most
 * of the class got wrong with a pupil's grid of each, and the pupils who need a word.
 */
export function ClassWeekView({ week }: { week: ClassWeek }) {
  const { t, i18n } = useLingui();
  const language = languageOf(i18n.locale as Locale);
  const practiced = week.pupils.filter((pupil) => pupil.days > 0).length;
  const needs = week.pupils.filter((pupil) => pupil.word);
  const wordOf: Record<PupilWord, string> = {
    not_practised: t`did not practice this week`,
    moved_down: t`was moved down a level`,
    stuck: t`is stuck on a step`,
    struggling: t`got fewer than 60% right at the first try`,
    not_finished: t`started but finished no assignment`,
  };
  return (
    <article className="class-week flex flex-col gap-5" aria-labelledby="week-heading">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="week-heading" className="text-xl font-bold">
          {t`${week.name}, the week of ${dayRangeText(week.from, week.to, i18n.locale)}`}
        </h2>
        <Button variant="secondary" className="no-print" onClick={() => window.print()}>
          <Printer aria-hidden className="size-5" />
          <Trans>Print</Trans>
        </Button>
      </div>
      {week.pupils.length === 0 ? (
        <Banner tone="info">
          <Trans>No pupils yet: the report fills as the class’s pupils work.</Trans>
        </Banner>
      ) : (
        <>
          <p>{t`${practiced} of ${week.pupils.length} pupils practiced this week.`}</p>
          <section aria-labelledby="week-need-heading" className="flex flex-col gap-1">
            <h3 id="week-need-heading" className="font-bold">
              <Trans>Pupils who need a word</Trans>
            </h3>
            {needs.length === 0 ? (
              <p className="text-muted">
                <Trans>Every pupil practiced and no one needs a word.</Trans>
              </p>
            ) : (
              <ul className="week-needs list-disc pl-5">
                {needs.map((pupil) => (
                  <li key={pupil.id}>
                    {pupilName(pupil)} {pupil.word && wordOf[pupil.word]}
                  </li>
                ))}
              </ul>
            )}
          </section>
          <table className="w-full text-left text-sm">
            <caption className="sr-only">
              <Trans>Each pupil’s practice this week, and its levels now</Trans>
            </caption>
            <thead>
              <tr className="border-b border-line">
                <th scope="col" className="py-1 pr-2">
                  <Trans>Pupil</Trans>
                </th>
                <th scope="col" className="py-1 pr-2">
                  <Trans>Days</Trans>
                </th>
                <th scope="col" className="py-1 pr-2">
                  <Trans>Assignments</Trans>
                </th>
                <th scope="col" className="py-1 pr-2">
                  <Trans>First try</Trans>
                </th>
                <th scope="col" className="py-1">
                  <Trans>Levels now</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {week.pupils.map((pupil) => (
                <tr key={pupil.id} className="border-b border-line">
                  <th scope="row" className="py-1 pr-2 font-bold">
                    {pupilName(pupil)}
                  </th>
                  <td className="py-1 pr-2">{pupil.days}</td>
                  <td className="py-1 pr-2">{pupil.assignments}</td>
                  <td className="py-1 pr-2">{pupil.score === null ? '–' : `${pupil.score}%`}</td>
                  <td className="py-1">
                    {pupil.levels
                      .map(
                        (each) =>
                          `${t(SUBJECT_WORDS[each.subject])} ${each.level}${
                            each.change === 0
                              ? ''
                              : ` (${each.change > 0 ? '+' : ''}${each.change})`
                          }`,
                      )
                      .join(', ')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <section aria-labelledby="week-steps-heading" className="flex flex-col gap-3">
            <h3 id="week-steps-heading" className="font-bold">
              <Trans>Steps most of the class got wrong</Trans>
            </h3>
            {week.steps.length === 0 && (
              <p className="text-muted">
                <Trans>No step stood out this week.</Trans>
              </p>
            )}
            <ol className="week-steps flex flex-col gap-3">
              {week.steps.map((step) => {
                const { title } = misconceptionText(step.bug, step.subject, language);
                const { example } = step;
                const problem = problemOfMistake({ ...example, subject: step.subject });
                return (
                  <li
                    key={`${step.subject}.${step.bug}`}
                    className="flex flex-col gap-1 break-inside-avoid"
                  >
                    <p>
                      <span className="font-bold">{title}</span>{' '}
                      {t`(${step.pupils} of ${week.pupils.length} pupils); for example ${example.pupil}, ${example.number_0} ${SIGNS[step.subject]} ${example.number_1}:`}
                    </p>
                    {problem && (
                      <AnswerBesideRight
                        problem={problem}
                        child={example.pupil}
                        mistake={example}
                        className="week-grids"
                      />
                    )}
                  </li>
                );
              })}
            </ol>
          </section>
        </>
      )}
    </article>
  );
}
