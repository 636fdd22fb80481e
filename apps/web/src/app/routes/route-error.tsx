import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from '../../components/ui';

/** Shown when a screen fails to load (for example after a deploy, or offline). */
export function RouteError() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : 'This page could not be loaded. Check your connection and try again.';
  return (
    <main className="mx-auto flex max-w-xl flex-col items-start gap-4 px-4 py-16">
      <h1 className="text-3xl font-bold">Something went wrong</h1>
      <p className="text-lg text-muted">{message}</p>
      <Button onClick={() => window.location.reload()}>Reload the page</Button>
    </main>
  );
}
