import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  type DivisionMethod,
  displayName,
  type SchoolMethod,
  type SubtractionMethod,
  solve,
} from '@mathsteps/domain';
import { MethodDrawing, problemText } from '../../components/worked-grid/method-drawing';
import { MethodSelect, type MethodSubject } from '../../components/worked-grid/method-select';
import { DIVISION_METHOD_WORDS, SUBTRACTION_METHOD_WORDS } from '../../lib/domain-words';
import { type CardChangeProps, useCardChoice } from './use-student-update';

/** The subjects whose method differs, as the card names them. */
const ROWS: { subject: MethodSubject; label: MessageDescriptor }[] = [
  { subject: 'subtraction', label: msg`Subtraction` },
  { subject: 'division', label: msg`Long division` },
];

/** The problems the method's preview draws: one regroups, one shows the divisor's place. */
const PREVIEW = {
  subtraction: solve('subtraction', 52, 27),
  division: solve('division', 172, 4),
} as const;

/**
 * How the child's school writes subtraction and long division (docs/help-tonight.md "The
 * school's method"), with a preview of each: the child's grids and the Help tonight pages
 * follow it, the grids from the child's next sign-in (docs/written-methods.md).
 */
export function SchoolMethodChoice(props: CardChangeProps) {
  const { t } = useLingui();
  const saved = props.student.schoolmethod;
  const subtraction = useCardChoice(
    props,
    saved.subtraction,
    t`Failed to update how the school writes subtraction`,
    (value: SubtractionMethod) => ({ schoolmethod: { ...saved, subtraction: value } }),
    (value, name) => {
      const method = t(SUBTRACTION_METHOD_WORDS[value]).toLowerCase();
      return t`${name}'s grids and help pages now write subtraction by ${method}, from the next sign-in.`;
    },
  );
  const division = useCardChoice(
    props,
    saved.division,
    t`Failed to update how the school writes long division`,
    (value: DivisionMethod) => ({ schoolmethod: { ...saved, division: value } }),
    (value, name) => {
      const method = t(DIVISION_METHOD_WORDS[value]).toLowerCase();
      return t`${name}'s grids and help pages now write long division: ${method}, from the next sign-in.`;
    },
  );
  const shown = { subtraction: subtraction.chosen, division: division.chosen };
  const choose = (subject: MethodSubject, method: SchoolMethod) =>
    subject === 'subtraction'
      ? subtraction.choose(method.subtraction)
      : division.choose(method.division);
  return (
    <details className="rounded-lg p-3 ring-1 ring-line">
      <summary className="cursor-pointer font-bold">
        <Trans>How the school writes it</Trans>
      </summary>
      <div className="school-method mt-3 flex flex-col gap-4">
        <p className="text-sm text-muted">
          <Trans>
            {displayName(props.student.firstname)}’s grids and the Help tonight pages follow the
            school’s method. A change reaches {displayName(props.student.firstname)}’s screens at
            the next sign-in.
          </Trans>
        </p>
        {ROWS.map(({ subject, label }) => {
          const choice = subject === 'subtraction' ? subtraction : division;
          return (
            <div key={subject} className="flex flex-wrap items-start gap-4">
              <MethodSelect
                subject={subject}
                label={t(label)}
                method={shown}
                busy={choice.busy}
                onChange={(method) => void choose(subject, method)}
              />
              <MethodDrawing
                problem={PREVIEW[subject]}
                method={shown}
                label={t`Preview: ${problemText(PREVIEW[subject])}`}
              />
            </div>
          );
        })}
      </div>
    </details>
  );
}
