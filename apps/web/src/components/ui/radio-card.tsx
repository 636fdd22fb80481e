import type { ComponentProps, ReactNode } from 'react';

/**
 * One choice among a few, as a card that is its radio button's label: the whole card takes the
 * tap, the chosen one is marked by its colour and ring, and the keyboard's focus shows on it.
 * `start` puts the button beside the first line of a card of several lines.
 */
export function RadioCard({
  children,
  align = 'center',
  ...input
}: Omit<ComponentProps<'input'>, 'type' | 'className'> & {
  children: ReactNode;
  align?: 'center' | 'start';
}) {
  return (
    <label
      className={`flex min-h-11 cursor-pointer gap-3 rounded-lg bg-card px-3 py-2 ring-1 ring-line has-checked:bg-brand-50 has-checked:ring-2 has-checked:ring-brand-600 has-focus-visible:outline-3 has-focus-visible:outline-brand-600 ${align === 'start' ? 'items-start' : 'items-center'}`}
    >
      <input
        type="radio"
        {...input}
        className={`size-5 shrink-0 accent-brand-600 ${align === 'start' ? 'mt-1' : ''}`}
      />
      {children}
    </label>
  );
}
