import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from '../../components/ui';

/** The page-not-found screen, downloaded only when an address turns out to have no page. */
const PageNotFound = lazy(async () => ({ default: (await import('./not-found')).Component }));

function ErrorText() {
  const { t } = useLingui();
  const error = useRouteError();
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : t`This page could not be loaded. Check your connection and try again.`;
  return (
    <>
      <h1 className="text-3xl font-bold">
        <Trans>Something went wrong</Trans>
      </h1>
      <p className="text-lg text-muted">{message}</p>
      <Button onClick={() => window.location.reload()}>
        <Trans>Reload the page</Trans>
      </Button>
    </>
  );
}

/**
 * A screen that failed to load or to draw (after a deploy, offline, a bug): said in the
 * page, with the header and its links still there (decision 0016); or no page at the address.
 */
export function RouteError() {
  const error = useRouteError();
  // An address a guard found no page at (a class's id that cannot be one).
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Suspense>
        <PageNotFound />
      </Suspense>
    );
  }
  return (
    <section className="flex max-w-xl flex-col items-start gap-4 py-8">
      <ErrorText />
    </section>
  );
}

/** The layout itself failed: the whole page says so. */
export function LayoutError() {
  return (
    <main className="mx-auto flex max-w-xl flex-col items-start gap-4 px-4 py-16">
      <ErrorText />
    </main>
  );
}
