import { reasonOf } from '../../lib/server-errors';
import { Banner } from './banner';

/**
 * A write that failed, said as a banner: the server's reason for a refusal, else the screen's
 * own words (docs/architecture.md "Where a write lives"). Nothing while it has not failed.
 */
export function WriteFailure({
  write,
  fallback,
}: {
  /** The mutation (or anything with its `isError` and `error`). */
  write: { isError: boolean; error: unknown };
  fallback: string;
}) {
  return write.isError ? <Banner tone="error">{reasonOf(write.error, fallback)}</Banner> : null;
}
