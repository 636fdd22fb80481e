import { forwardRef, type InputHTMLAttributes, type ReactNode, useId } from 'react';

/** What a labelled control passes to the input or select it frames. */
export interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

const CONTROL_CLASS =
  'min-h-11 rounded-lg border border-line bg-card px-3 py-2 text-base text-ink aria-invalid:border-berry-700';

/**
 * A label above a control, with a hint and an error below it, both tied to the control for
 * screen readers: the frame of Field and SelectField.
 */
export function FieldFrame({
  label,
  error,
  hint,
  id,
  className = '',
  children,
}: {
  label: string;
  error?: string;
  hint?: string;
  id?: string;
  className?: string;
  children: (control: ControlProps & { className: string }) => ReactNode;
}) {
  const generated = useId();
  const controlId = id ?? generated;
  const errorId = `${controlId}-error`;
  const hintId = `${controlId}-hint`;
  const describedBy = [error && errorId, hint && hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={controlId} className="font-bold text-ink">
        {label}
      </label>
      {children({
        id: controlId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
        className: CONTROL_CLASS,
      })}
      {hint && (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      )}
      <FieldError id={errorId} error={error} />
    </div>
  );
}

/** A field's error under it, its `id` named by the field's `aria-describedby`; nothing without one. */
export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={id} className="text-sm font-bold text-berry-700">
      {error}
    </p>
  ) : null;
}

/** A labelled input with its error message tied to it for screen readers. */
export const Field = forwardRef<
  HTMLInputElement,
  InputHTMLAttributes<HTMLInputElement> & { label: string; error?: string; hint?: string }
>(function Field({ label, error, hint, id, className, ...props }, ref) {
  return (
    <FieldFrame label={label} error={error} hint={hint} id={id} className={className}>
      {(control) => <input ref={ref} {...control} {...props} />}
    </FieldFrame>
  );
});
