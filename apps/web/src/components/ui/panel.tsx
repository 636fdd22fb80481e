import type { ReactNode } from 'react';

/**
 * A titled part of a page on its own card: a section that its heading names for a screen
 * reader's list of landmarks. The one look of a teacher's class page and its views.
 */
export function Panel({
  id,
  title,
  children,
}: {
  /** The heading's id, unique on the page (a link may point at it: `#${id}`). */
  id: string;
  title: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-3 rounded-card bg-card p-5 ring-1 ring-line"
    >
      <h2 id={id} className="text-xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}
