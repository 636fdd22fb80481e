import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { PageTitle } from '../../components/layout/page';

export interface LegalSection {
  heading: MessageDescriptor;
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
  const { i18n, t } = useLingui();
  return (
    <article className="flex max-w-3xl flex-col gap-6">
      <div className="flex flex-col gap-2">
        <PageTitle title={title}>{title}</PageTitle>
        <p className="text-muted">
          <Trans>Last updated: {updated}</Trans>
        </p>
        {/* Marked as a translation: the English text is the one that binds. */}
        {!i18n.locale.startsWith('en') && (
          <p className="rounded-lg bg-sun-100 p-3 text-sun-700">
            <Trans>
              This is a translation made to help you read it. If it differs from the English text,
              the English text applies.
            </Trans>
          </p>
        )}
      </div>
      {sections.map((section, index) => (
        <section key={section.heading.id} className="flex flex-col gap-2">
          <h2 className="text-xl font-bold">
            {index + 1}. {t(section.heading)}
          </h2>
          <div className="flex flex-col gap-2 leading-relaxed text-muted">{section.body}</div>
        </section>
      ))}
    </article>
  );
}
