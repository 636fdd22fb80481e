import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Banner } from './banner';
import { Button } from './button';
import { Spinner } from './spinner';

/**
 * The one way a screen shows data it reads from the server (decision 0016): a spinner while
 * it comes, the failure with Try Again when it could not, else the data. Data already there
 * (the day kept on the device) stays shown when a later reading fails.
 */
export function QueryView<T>({
  query,
  loading,
  failed,
  children,
}: {
  /** A query's result (or one with its data seen through a screen's own view of it). */
  query: { data: T | undefined; isError: boolean; refetch: () => Promise<unknown> };
  /** The spinner's words, "Loading your progress...". */
  loading: string;
  /** What the failure says, "Your progress could not be loaded. Please try again." */
  failed: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (query.data !== undefined) return children(query.data);
  if (query.isError) {
    return (
      <Banner
        tone="error"
        action={
          <Button onClick={() => void query.refetch()}>
            <Trans>Try Again</Trans>
          </Button>
        }
      >
        {failed}
      </Banner>
    );
  }
  return <Spinner label={loading} />;
}
