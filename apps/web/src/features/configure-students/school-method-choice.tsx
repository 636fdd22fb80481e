import {
  DIVISION_METHOD_NAMES,
  DIVISION_METHODS,
  type DivisionMethod,
  displayName,
  SUBTRACTION_METHOD_NAMES,
  SUBTRACTION_METHODS,
  type SubtractionMethod,
  solve,
} from '@mathsteps/domain';
import { SelectField } from '../../components/ui';
import { MethodDrawing, problemText } from '../../components/worked-grid/method-drawing';
import { type CardChangeProps, useCardChoice } from './use-student-update';

/** The problems the method's preview draws: one regroups, one shows the divisor's place. */
const PREVIEW = {
  subtraction: solve('subtraction', 52, 27),
  division: solve('division', 172, 4),
} as const;

/**
 * How the child's school writes subtraction and long division (docs/help-tonight.md "The
 * school's method"), with a preview of each: the Help tonight pages explain in that method.
 * The grids the child types in stay the same.
 */
export function SchoolMethodChoice(props: CardChangeProps) {
  const saved = props.student.schoolmethod;
  const subtraction = useCardChoice(
    props,
    saved.subtraction,
    'Failed to update how the school writes subtraction',
    (value: SubtractionMethod) => ({ schoolmethod: { ...saved, subtraction: value } }),
    (value) =>
      `help pages now write subtraction by ${SUBTRACTION_METHOD_NAMES[value].toLowerCase()}.`,
  );
  const division = useCardChoice(
    props,
    saved.division,
    'Failed to update how the school writes long division',
    (value: DivisionMethod) => ({ schoolmethod: { ...saved, division: value } }),
    (value) => `help pages now write long division: ${DIVISION_METHOD_NAMES[value].toLowerCase()}.`,
  );
  const shown = { subtraction: subtraction.chosen, division: division.chosen };
  return (
    <details className="rounded-lg p-3 ring-1 ring-line">
      <summary className="cursor-pointer font-bold">How the school writes it</summary>
      <div className="mt-3 flex flex-col gap-4">
        <p className="text-sm text-muted">
          Help tonight pages explain in the school’s method. The grids{' '}
          {displayName(props.student.firstname)} types in stay the same.
        </p>
        <div className="flex flex-wrap items-end gap-4">
          <SelectField
            label="Subtraction"
            value={subtraction.chosen}
            disabled={subtraction.busy}
            aria-busy={subtraction.busy}
            onChange={(event) => void subtraction.choose(event.target.value as SubtractionMethod)}
            className="max-w-sm"
          >
            {SUBTRACTION_METHODS.map((method) => (
              <option key={method} value={method}>
                {SUBTRACTION_METHOD_NAMES[method]}
              </option>
            ))}
          </SelectField>
          <MethodDrawing
            problem={PREVIEW.subtraction}
            method={shown}
            label={`Preview: ${problemText(PREVIEW.subtraction)}`}
          />
        </div>
        <div className="flex flex-wrap items-end gap-4">
          <SelectField
            label="Long division"
            value={division.chosen}
            disabled={division.busy}
            aria-busy={division.busy}
            onChange={(event) => void division.choose(event.target.value as DivisionMethod)}
            className="max-w-sm"
          >
            {DIVISION_METHODS.map((method) => (
              <option key={method} value={method}>
                {DIVISION_METHOD_NAMES[method]}
              </option>
            ))}
          </SelectField>
          <MethodDrawing
            problem={PREVIEW.division}
            method={shown}
            label={`Preview: ${problemText(PREVIEW.division)}`}
          />
        </div>
      </div>
    </details>
  );
}
