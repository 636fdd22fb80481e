import {
  DIVISION_METHOD_NAMES,
  DIVISION_METHODS,
  type SchoolMethod,
  SUBTRACTION_METHOD_NAMES,
  SUBTRACTION_METHODS,
} from '@mathsteps/domain';
import { SelectField } from '../ui';

/** The subjects whose written method differs from school to school. */
export type MethodSubject = keyof SchoolMethod;

const CHOICES: Record<
  MethodSubject,
  { methods: readonly string[]; names: Record<string, string> }
> = {
  subtraction: { methods: SUBTRACTION_METHODS, names: SUBTRACTION_METHOD_NAMES },
  division: { methods: DIVISION_METHODS, names: DIVISION_METHOD_NAMES },
};

/**
 * How the school writes one subject (docs/help-tonight.md "The school's method"): answers the
 * whole method with that subject's choice changed.
 */
export function MethodSelect({
  subject,
  method,
  onChange,
  label,
  busy = false,
  className = 'w-full max-w-md',
}: {
  subject: MethodSubject;
  method: SchoolMethod;
  onChange: (method: SchoolMethod) => void;
  label: string;
  busy?: boolean;
  className?: string;
}) {
  const { methods, names } = CHOICES[subject];
  return (
    <SelectField
      label={label}
      value={method[subject]}
      disabled={busy}
      aria-busy={busy}
      onChange={(event) => onChange({ ...method, [subject]: event.target.value })}
      className={className}
    >
      {methods.map((each) => (
        <option key={each} value={each}>
          {names[each]}
        </option>
      ))}
    </SelectField>
  );
}
