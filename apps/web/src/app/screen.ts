import type { LoaderFunction, RouteObject } from 'react-router';

/** A screen: its address, its module, and the loader that turns the wrong visitor away. */
export const screen = (
  path: string,
  lazy: NonNullable<RouteObject['lazy']>,
  loader?: LoaderFunction,
): RouteObject => ({ path, lazy, ...(loader && { loader }) });
