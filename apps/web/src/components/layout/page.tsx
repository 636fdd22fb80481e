import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { type ComponentType, type ReactNode, useEffect } from 'react';
import { paths } from '../../config/paths';
import { ButtonLink } from '../ui/button';

/** The page's one h1, which also sets the document title. */
export function PageTitle({ children, title }: { children: ReactNode; title: string }) {
  useEffect(() => {
    document.title = `${title} · MathSteps`;
  }, [title]);
  return <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">{children}</h1>;
}

/** How wide a screen's column is: the whole content width, or a form's narrow column. */
const COLUMNS = {
  full: 'flex flex-col gap-4',
  md: 'mx-auto flex w-full max-w-md flex-col gap-6',
  xl: 'mx-auto flex w-full max-w-xl flex-col gap-6',
  '2xl': 'mx-auto flex w-full max-w-2xl flex-col gap-6',
} as const;

export interface PageProps {
  /** The document's title; also the heading unless `heading` says otherwise. */
  title: string;
  heading?: ReactNode;
  column?: keyof typeof COLUMNS;
}

/** A screen of the route table: its one heading above what it shows. */
export function Page({
  title,
  heading = title,
  column = 'full',
  children,
}: PageProps & {
  children: ReactNode;
}) {
  return (
    <div className={COLUMNS[column]}>
      <PageTitle title={title}>{heading}</PageTitle>
      {children}
    </div>
  );
}

/**
 * A route's screen that is one feature under its title, as a route module exports it:
 * `export const Component = titledPage(msg\`Free problems\`, FreePractice)`.
 */
export function titledPage(
  title: MessageDescriptor,
  Body: ComponentType,
  { heading, column }: { heading?: MessageDescriptor; column?: PageProps['column'] } = {},
) {
  return function TitledPage() {
    const { _ } = useLingui();
    return (
      <Page title={_(title)} heading={heading && _(heading)} column={column}>
        <Body />
      </Page>
    );
  };
}

/** The way back to the landing page, under a form or a visitor's practice. */
export function BackToHome({ variant = 'ghost' }: { variant?: 'ghost' | 'secondary' }) {
  return (
    <ButtonLink to={paths.landing} variant={variant}>
      <Trans>Back to Home</Trans>
    </ButtonLink>
  );
}
