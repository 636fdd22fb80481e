import { Trans } from '@lingui/react/macro';
import { QueryErrorResetBoundary } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { reasonOf } from '../../lib/server-errors';
import { Banner } from './banner';
import { Button } from './button';

/**
 * Around a part of a page that loads on its own (a report card): when it fails, to load or
 * to draw, it says so in its place with Try Again, and the rest of the page goes on working
 * (decision 0016). Try Again asks the server again for the queries that failed inside.
 * Imported by path, not through the ui index: the entry of every page would carry it.
 */
export function CardBoundary({
  failed,
  children,
}: {
  /** What the failure says: "Could not load this report". */
  failed: string;
  children: ReactNode;
}) {
  return (
    <QueryErrorResetBoundary>
      {({ reset }) => (
        <ErrorBoundary
          onReset={reset}
          fallbackRender={({ error, resetErrorBoundary }) => {
            // A refusal has the server's own reason; anything else, the card's words only.
            const reason = reasonOf(error, '');
            return (
              <Banner
                tone="error"
                action={
                  <Button onClick={resetErrorBoundary}>
                    <Trans>Try Again</Trans>
                  </Button>
                }
              >
                {failed}
                {reason && `: ${reason}`}
              </Banner>
            );
          }}
        >
          {children}
        </ErrorBoundary>
      )}
    </QueryErrorResetBoundary>
  );
}
