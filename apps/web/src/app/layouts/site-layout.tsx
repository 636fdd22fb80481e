import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { SiteFooter } from '../../components/layout/site-footer';
import { SiteHeader } from '../../components/layout/site-header';
import { Spinner } from '../../components/ui';
import { useSignOutPending } from '../../lib/session';

// Loaded only on a device where a sign-out waits: every page's first download stays as it was.
const SignOutPending = lazy(() =>
  import('./sign-out-pending').then((module) => ({ default: module.SignOutPending })),
);

/** Header, page and footer around every screen. */
export function SiteLayout() {
  const { t } = useLingui();
  const { pathname } = useLocation();
  const main = useRef<HTMLElement>(null);
  const signOutPending = useSignOutPending();
  const first = useRef(true);
  // After a move to another screen (a login, a link), a focus left on nothing goes to the
  // page, where a keyboard or a screen reader goes on from; a screen that focused something
  // itself (a grid's first box) keeps it: its effects ran first.
  // biome-ignore lint/correctness/useExhaustiveDependencies: run on each move to a screen.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (document.activeElement === document.body || !document.activeElement) {
      main.current?.focus({ preventScroll: true });
    }
  }, [pathname]);
  return (
    <div className="flex min-h-dvh flex-col print:min-h-0">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-card px-4 py-2 font-bold focus:not-sr-only focus:absolute focus:top-2 focus:left-2"
      >
        <Trans>Skip to content</Trans>
      </a>
      <SiteHeader />
      <main
        ref={main}
        id="main"
        tabIndex={-1}
        className="mx-auto w-full max-w-5xl flex-1 px-4 py-5 outline-none sm:py-8 print:py-0"
      >
        {signOutPending && (
          <Suspense fallback={null}>
            <SignOutPending />
          </Suspense>
        )}
        <Suspense fallback={<Spinner label={t`Loading...`} />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
      <ScrollRestoration />
    </div>
  );
}
