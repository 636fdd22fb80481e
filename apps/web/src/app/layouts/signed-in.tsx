import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { keepOnDevice } from '../../api/kept-on-device';
import { queryClient } from '../../api/query-client';

/**
 * Around every screen of a signed-in parent or child: the server state they read, in the
 * app's one query cache (decision 0016). Loaded with the first such screen, so that a
 * visitor's pages carry none of it.
 */
export function Component() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}

/** A child's cache kept on the device is restored before the first screen is drawn. */
export async function loader() {
  await keepOnDevice();
  return null;
}
