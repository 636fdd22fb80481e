import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { DIVISION_METHODS, type SchoolMethod, SUBTRACTION_METHODS } from '@mathsteps/domain';
import { DIVISION_METHOD_WORDS, SUBTRACTION_METHOD_WORDS } from '../../lib/domain-words';
import { SelectField } from '../ui';

/** The subjects whose written method differs from school to school. */
export type MethodSubject = keyof SchoolMethod;

const CHOICES: Record<
  MethodSubject,
  { methods: readonly string[]; names: Record<string, MessageDescriptor> }
> = {
  subtraction: { methods: SUBTRACTION_METHODS, names: SUBTRACTION_METHOD_WORDS },
  division: { methods: DIVISION_METHODS, names: DIVISION_METHOD_WORDS },
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
  const { _ } = useLingui();
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
          {_(names[each]!)}
        </option>
      ))}
    </SelectField>
  );
}
