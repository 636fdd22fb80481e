import { type FormEvent, useRef, useState } from 'react';
import type { z } from 'zod';

type Values = Record<string, string | boolean>;
/** What the inputs hold: text (or a checkbox's state) for each field of the schema. */
type FormValues<S extends z.ZodType> = { [K in keyof z.input<S>]: string | boolean };

/** The first message per field of a failed parse: what the form shows under each field. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '');
    errors[key] ??= issue.message;
  }
  return errors;
}

/**
 * A form checked with one of the domain's zod schemas (the same rules the server applies),
 * showing the seed's messages under the fields. Errors appear on submit and then follow
 * each change; the first field in error takes the focus.
 */
export function useZodForm<S extends z.ZodType<unknown, Values>>(
  schema: S,
  initial: FormValues<S>,
) {
  const [values, setValues] = useState<FormValues<S>>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [submitted, setSubmitted] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const check = (next: FormValues<S>) => {
    const result = schema.safeParse(next);
    const found = result.success ? {} : fieldErrors(result.error);
    setErrors(found);
    return result;
  };

  const set = (name: keyof FormValues<S> & string, value: string | boolean) => {
    const next = { ...values, [name]: value };
    setValues(next);
    if (submitted) check(next);
  };

  return {
    values,
    errors,
    formRef,
    set,
    reset: (next: FormValues<S> = initial) => {
      setValues(next);
      setErrors({});
      setSubmitted(false);
    },
    /** Props for a text Field: name, value, onChange and its error. */
    field: (name: keyof FormValues<S> & string) => ({
      name,
      value: String(values[name] ?? ''),
      onChange: (event: { target: { value: string } }) => set(name, event.target.value),
      error: errors[name],
    }),
    onSubmit: (onValid: (data: z.output<S>) => void | Promise<void>) => (event: FormEvent) => {
      event.preventDefault();
      setSubmitted(true);
      const result = check(values);
      if (!result.success) {
        const first = String(result.error.issues[0]?.path[0] ?? '');
        formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
        return;
      }
      return onValid(result.data);
    },
  };
}
