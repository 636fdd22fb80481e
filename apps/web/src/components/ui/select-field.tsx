import { type ComponentProps, useId } from 'react';

/** A labelled drop-down, its error tied to it for screen readers (the twin of Field). */
export function SelectField({
  label,
  error,
  id,
  className = '',
  children,
  ...props
}: ComponentProps<'select'> & { label: string; error?: string }) {
  const generated = useId();
  const selectId = id ?? generated;
  const errorId = `${selectId}-error`;
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={selectId} className="font-bold text-ink">
        {label}
      </label>
      <select
        id={selectId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className="min-h-11 rounded-lg border border-line bg-card px-3 py-2 text-base text-ink aria-invalid:border-berry-700"
        {...props}
      >
        {children}
      </select>
      {error && (
        <p id={errorId} className="text-sm font-bold text-berry-700">
          {error}
        </p>
      )}
    </div>
  );
}
