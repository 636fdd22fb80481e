import type { ComponentProps } from 'react';
import { FieldFrame } from './field';

/** A labelled drop-down, its error tied to it for screen readers (the twin of Field). */
export function SelectField({
  label,
  error,
  id,
  className,
  children,
  ...props
}: ComponentProps<'select'> & { label: string; error?: string }) {
  return (
    <FieldFrame label={label} error={error} id={id} className={className}>
      {(control) => (
        <select {...control} {...props}>
          {children}
        </select>
      )}
    </FieldFrame>
  );
}
