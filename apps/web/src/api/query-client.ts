import { QueryClient } from '@tanstack/react-query';
import { unreachable } from '../lib/server-errors';
import { getSession, onSessionChange } from '../lib/session';

/**
 * The app's one cache of server state (TanStack Query, decision 0016). Each resource module
 * beside this one names its queries (a key per tag) and the calls that change them.
 * - A refusal (4xx) is final and never retried; an unreachable server is asked once more.
 * - Queries run whatever the browser says of its connection (`networkMode: 'always'`): the
 *   RPC client tells an unreachable server itself, and the screen offers Try Again (or shows
 *   the day kept on the device) instead of waiting in silence.
 * - Data belongs to the person signed in: signing out, or another person signing in,
 *   forgets everything; a child's day is kept on the device (kept-on-device.ts).
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      networkMode: 'always',
      retry: (failures, error) => failures < 1 && unreachable(error),
      refetchOnWindowFocus: false,
    },
    mutations: { networkMode: 'always', retry: false },
  },
});

const personOf = () => {
  const session = getSession();
  return session
    ? `${session.role}:${session.role === 'student' ? session.accountname : session.email}`
    : '';
};
let person = personOf();
onSessionChange(() => {
  const now = personOf();
  // Signing in after nobody was signed in keeps what is there: a reading that signs in
  // (user.get keeps the profile) must not cancel itself.
  if (person !== '' && now !== person) queryClient.clear();
  person = now;
});
