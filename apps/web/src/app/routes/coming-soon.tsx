import type { ComponentType } from 'react';
import { PageTitle } from '../../components/layout/page-title';
import { ButtonLink } from '../../components/ui';
import { paths } from '../../config/paths';

/** The plain page a screen shows until the work that owns it replaces it. */
export function comingSoonRoute(title: string): { Component: ComponentType } {
  return {
    Component() {
      return (
        <section className="flex flex-col items-start gap-4">
          <PageTitle title={title}>{title}</PageTitle>
          <p className="text-lg text-muted">This part of MathSteps is coming soon.</p>
          <ButtonLink to={paths.landing} variant="secondary">
            Back to Home
          </ButtonLink>
        </section>
      );
    },
  };
}
