import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { type ComponentProps, type ReactNode, useEffect, useMemo } from 'react';
import {
  type DefaultValues,
  type FieldValues,
  FormProvider,
  type Path,
  type Resolver,
  type UseFormReturn,
  useForm,
  useFormContext,
} from 'react-hook-form';
import type { z } from 'zod';
import { useAppStarted } from '../../lib/page-data';
import { inWords } from '../../lib/reason-words';
import { reasonOf } from '../../lib/server-errors';
import { Banner } from '../ui/banner';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { Field } from '../ui/field';
import { SelectField } from '../ui/select-field';

/**
 * The one form pattern of the app (decision 0016): react-hook-form, checked by one of the
 * domain's zod schemas (the rules and messages the server applies too).
 * - `useSchemaForm(schema, defaults)` makes the form; errors show on submit, then follow
 *   each change, and the first field in error on the page takes the focus (react-hook-form
 *   focuses the first field registered, and a field a form registers itself, such as
 *   Register's consent box at its foot, comes before the others).
 * - `<Form form onSubmit failed>` runs the submit: the server's reason for a refusal, or the
 *   form's own `failed` words, shows in `<FormFailure />`.
 * - `<FormField name>` / `<FormSelect name>` are the labelled inputs with their messages;
 *   `<Submit busy="Saving...">Save</Submit>` is disabled and says `busy` while submitting.
 */

/**
 * The schema, or a loader of it: the public pages (logins, register) load theirs after
 * the first paint, so that a first visit does not wait for zod (docs/operations.md "Capacity").
 */
export type SchemaSource<S> = S | (() => Promise<S>);

type Schema = z.ZodType<FieldValues, FieldValues>;

const UNAVAILABLE = 'Could not reach MathSteps. Check your connection and try again.';

/** The key of a refusal (or an unreachable server) among the form's errors. */
const SERVER = 'root.server' as const;

/**
 * A resolver that loads the schema and zod's resolver the first time it is needed (started
 * when the form shows, awaited by a submit that comes first). Offline, the submit says so,
 * and the next one tries again.
 */
function schemaRules<S extends Schema>(source: SchemaSource<S>) {
  let loading: Promise<Resolver<FieldValues>> | undefined;
  const load = () => {
    loading ??= Promise.all([
      typeof source === 'function' ? source() : source,
      import('@hookform/resolvers/zod'),
    ]).then(
      ([schema, { zodResolver }]) => zodResolver(schema) as unknown as Resolver<FieldValues>,
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const resolver: Resolver<FieldValues> = async (values, context, options) => {
    try {
      return await (await load())(values, context, options);
    } catch {
      return {
        values: {},
        errors: { root: { server: { type: 'unavailable', message: UNAVAILABLE } } },
      };
    }
  };
  return { load, resolver };
}

export function useSchemaForm<S extends Schema>(
  source: SchemaSource<S>,
  defaultValues: DefaultValues<z.input<S>>,
): UseFormReturn<z.input<S>, unknown, z.output<S>> {
  // biome-ignore lint/correctness/useExhaustiveDependencies: one set of rules per form.
  const rules = useMemo(() => schemaRules(source), []);
  useEffect(() => {
    rules.load().catch(() => undefined);
  }, [rules]);
  return useForm<z.input<S>, unknown, z.output<S>>({
    resolver: rules.resolver as unknown as Resolver<z.input<S>, unknown, z.output<S>>,
    defaultValues,
    // Form focuses the first field in error in the page's order.
    shouldFocusError: false,
  });
}

export function Form<In extends FieldValues, Out extends FieldValues>({
  form,
  onSubmit,
  failed,
  children,
  ...props
}: Omit<ComponentProps<'form'>, 'onSubmit'> & {
  form: UseFormReturn<In, unknown, Out>;
  /** Saves the checked values; what it throws is told in FormFailure. */
  onSubmit: (values: Out) => Promise<void> | void;
  /** What FormFailure says when the server gave no reason: "Failed to add student". */
  failed: string;
}) {
  const submit = form.handleSubmit(
    async (values) => {
      try {
        await onSubmit(values);
      } catch (error) {
        form.setError(SERVER, { type: 'server', message: reasonOf(error, failed) });
      }
    },
    (errors, event) => {
      const named = new Set(Object.keys(errors));
      const fields = [...((event?.target as HTMLFormElement | undefined)?.elements ?? [])];
      const first = fields.find((field) => named.has((field as HTMLInputElement).name));
      (first as HTMLElement | undefined)?.focus();
    },
  );
  return (
    <FormProvider {...form}>
      {/* A post, should the browser ever send it itself: no field in an address (useAppStarted). */}
      <form method="post" noValidate onSubmit={(event) => void submit(event)} {...props}>
        {children}
      </form>
    </FormProvider>
  );
}

/** The submit's failure: the server's reason, the form's own words, or no connection. */
export function FormFailure({ as = 'banner' }: { as?: 'banner' | 'line' }) {
  const { formState } = useFormContext();
  useLingui();
  const reason = formState.errors.root?.server?.message;
  if (!reason) return null;
  const message = inWords(reason);
  if (as === 'line') {
    return (
      <p role="alert" className="font-bold text-berry-700">
        {message}
      </p>
    );
  }
  return <Banner tone="error">{message}</Banner>;
}

/**
 * The message of a field in the page's language, when `only` (the first failing field of a form)
 * allows it. Subscribed to the language, so that a switch says it again.
 */
function useFieldError(name: string, only?: (names: string[]) => string | undefined) {
  const { formState } = useFormContext();
  const errors = formState.errors as Record<string, { message?: string } | undefined>;
  useLingui();
  if (only && only(Object.keys(errors).filter((key) => key !== 'root')) !== name) return undefined;
  const message = errors[name]?.message;
  return message === undefined ? undefined : inWords(message);
}

type FieldProps = Omit<ComponentProps<typeof Field>, 'name' | 'error'> & {
  name: string;
  /** Picks the one field whose message shows, of those in error (a form that says one at a time). */
  only?: (names: string[]) => string | undefined;
};

export function FormField({ name, only, ...props }: FieldProps) {
  const { register } = useFormContext();
  return (
    <Field {...props} {...register(name as Path<FieldValues>)} error={useFieldError(name, only)} />
  );
}

export function FormSelect({
  name,
  ...props
}: Omit<ComponentProps<typeof SelectField>, 'name' | 'error'> & {
  name: string;
  children: ReactNode;
}) {
  const { register } = useFormContext();
  return <SelectField {...props} {...register(name)} error={useFieldError(name)} />;
}

/**
 * The form's submit button: disabled, and saying `busy`, while the submit runs; disabled too on
 * a page the server drew until the app runs it (useAppStarted), as is Enter in its fields.
 */
export function Submit({
  busy,
  children,
  ...props
}: Omit<ComponentProps<typeof Button>, 'type'> & { busy: string }) {
  const { formState } = useFormContext();
  const started = useAppStarted();
  return (
    <Button type="submit" disabled={formState.isSubmitting || !started} {...props}>
      {formState.isSubmitting ? busy : children}
    </Button>
  );
}

/** The row of a form's buttons: its submit first (`submit` on it, `busy` while it runs), then the others. */
export function FormActions({
  submit,
  busy,
  children,
}: {
  submit: string;
  busy: string;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap gap-3">
      <Submit busy={busy}>{submit}</Submit>
      {children}
    </div>
  );
}

/**
 * A form in a popup: Cancel (or closing the popup) forgets what was typed; the failure is
 * said under the fields, the buttons last.
 */
export function FormDialog<In extends FieldValues, Out extends FieldValues>({
  open = true,
  onClose,
  title,
  cancel,
  submit,
  children,
  ...props
}: ComponentProps<typeof Form<In, Out>> & {
  open?: boolean;
  onClose: () => void;
  title: string;
  cancel?: string;
  submit: ComponentProps<typeof Submit>;
}) {
  const { _ } = useLingui();
  const close = () => {
    props.form.reset();
    onClose();
  };
  return (
    <Dialog open={open} onClose={close} title={title}>
      <Form className="flex flex-col gap-4" {...props}>
        {children}
        <FormFailure as="line" />
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={close}>
            {cancel ?? _(msg`Cancel`)}
          </Button>
          <Submit {...submit} />
        </div>
      </Form>
    </Dialog>
  );
}
