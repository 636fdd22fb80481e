import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { DIVISION_METHODS, type SchoolMethod, SUBTRACTION_METHODS } from '@mathsteps/domain';
import { useId } from 'react';
import { DIVISION_METHOD_WORDS, SUBTRACTION_METHOD_WORDS } from '../../lib/domain-words';
import { RadioCard } from '../ui/radio-card';

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
 * whole method with that subject's choice changed. Radio buttons, not a drop-down: each
 * method's name is whole on a phone ("Equal additions (add ten on top, pay it back below)" was
 * cut at 360 px), and both choices show at once.
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
  const name = useId();
  const { methods, names } = CHOICES[subject];
  return (
    <fieldset disabled={busy} aria-busy={busy} className={`flex flex-col gap-2 ${className}`}>
      <legend className="mb-2 font-bold">{label}</legend>
      {methods.map((each) => (
        <RadioCard
          key={each}
          name={name}
          value={each}
          checked={method[subject] === each}
          onChange={() => onChange({ ...method, [subject]: each })}
        >
          <span>{_(names[each]!)}</span>
        </RadioCard>
      ))}
    </fieldset>
  );
}
