import { type FormEvent, useEffect, useRef, useState } from 'react';
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
 * The schema itself, or a loader of it: the public pages (login, register) load theirs
 * after the first paint, so that a first visit does not wait for zod (DESIGN.md §9).
 */
export type SchemaSource<S> = S | (() => Promise<S>);

const UNAVAILABLE = 'Could not reach MathSteps. Check your connection and try again.';

/**
 * A form checked with one of the domain's zod schemas (the same rules the server applies),
 * showing the seed's messages under the fields. Errors appear on submit and then follow
 * each change; the first field in error takes the focus.
 */
export function useZodForm<S extends z.ZodType<unknown, Values>>(
  source: SchemaSource<S>,
  initial: FormValues<S>,
) {
  const [values, setValues] = useState<FormValues<S>>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [submitted, setSubmitted] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const loading = useRef<Promise<S> | null>(null);
  const [unavailable, setUnavailable] = useState('');
  const [schema, setSchema] = useState<S | null>(() =>
    typeof source === 'function' ? null : source,
  );
  const load = (): Promise<S> => {
    if (schema) return Promise.resolve(schema);
    loading.current ??= (source as () => Promise<S>)().then(
      (loaded) => {
        setSchema(() => loaded);
        return loaded;
      },
      (error: unknown) => {
        loading.current = null; // offline: the next submit tries again
        throw error;
      },
    );
    return loading.current;
  };
  // Fetch it while the person types; a submit before it arrives waits for it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: loads once, on mount
  useEffect(() => {
    load().catch(() => {});
  }, []);

  const check = (next: FormValues<S>, using: S | null = schema) => {
    if (!using) return undefined;
    const result = using.safeParse(next);
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
    /** Set when the form's rules could not be fetched (offline): say so above the form. */
    unavailable,
    onSubmit: (onValid: (data: z.output<S>) => void | Promise<void>) => (event: FormEvent) => {
      event.preventDefault();
      setSubmitted(true);
      const finish = (using: S) => {
        const result = check(values, using);
        if (!result?.success) {
          const first = String(result?.error.issues[0]?.path[0] ?? '');
          formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
          return;
        }
        return onValid(result.data);
      };
      if (schema) return finish(schema);
      setUnavailable('');
      return load().then(finish, () => setUnavailable(UNAVAILABLE));
    },
  };
}
