import type { ReactNode } from 'react';
import { PageTitle } from '../../components/layout/page';

export interface LegalSection {
  heading: string;
  body: ReactNode;
}

export function LegalPage({
  title,
  updated,
  sections,
}: {
  title: string;
  updated: string;
  sections: LegalSection[];
}) {
  return (
    <article className="flex max-w-3xl flex-col gap-6">
      <div className="flex flex-col gap-2">
        <PageTitle title={title}>{title}</PageTitle>
        <p className="text-muted">Last updated: {updated}</p>
      </div>
      {sections.map((section, index) => (
        <section key={section.heading} className="flex flex-col gap-2">
          <h2 className="text-xl font-bold">
            {index + 1}. {section.heading}
          </h2>
          <div className="flex flex-col gap-2 leading-relaxed text-muted">{section.body}</div>
        </section>
      ))}
    </article>
  );
}
