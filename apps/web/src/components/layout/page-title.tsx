import { type ReactNode, useEffect } from 'react';

/** The page's one h1, which also sets the document title. */
export function PageTitle({ children, title }: { children: ReactNode; title: string }) {
  useEffect(() => {
    document.title = `${title} · MathSteps`;
  }, [title]);
  return <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">{children}</h1>;
}
