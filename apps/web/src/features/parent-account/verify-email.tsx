import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { verifyEmailLink } from '../../api/parent-sign-in';
import { ButtonLink, Spinner } from '../../components/ui';
import { homeOf, paths } from '../../config/paths';
import { RpcError } from '../../lib/server-errors';
import { getSession, isAccount } from '../../lib/session';

type State = 'missing' | 'verifying' | 'verified' | 'already' | 'invalid' | 'failed';

/** Redirect delay after success (docs/product.md). */
const REDIRECT_MS = 2000;

/**
 * /verifyemail?emailtoken=… (docs/product.md). The page POSTs the token once
 * per page load; opening the link (a GET) changes nothing by itself.
 */
export function VerifyEmail() {
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const { t } = useLingui();
  const token = query.get('emailtoken')?.trim() ?? '';
  const [state, setState] = useState<State>(token ? 'verifying' : 'missing');
  const started = useRef(false);
  // A parent (a teacher) who opens the link while signed in goes on to their home, not to login.
  const session = getSession();
  const next = isAccount(session)
    ? {
        path: homeOf(session.role),
        taking: t`Taking you to your dashboard...`,
        goOn: t`There is nothing more to do: go on to your dashboard.`,
        button: t`Go to Dashboard`,
      }
    : {
        path: paths.parentLogin,
        taking: t`Taking you to the login page...`,
        goOn: t`There is nothing more to do: go on to the login page.`,
        button: t`Return to Login`,
      };

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    verifyEmailLink(token)
      .then((answer) => {
        // Opened a second time: nothing went wrong, and nothing is left to do.
        setState(answer.already ? 'already' : 'verified');
      })
      .catch((error: unknown) => {
        setState(error instanceof RpcError && error.status === 400 ? 'invalid' : 'failed');
      });
  }, [token]);

  useEffect(() => {
    if (state !== 'verified') return;
    const timer = window.setTimeout(() => navigate(next.path), REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [state, navigate, next.path]);

  return (
    <section className="flex flex-col items-start gap-4" aria-live="polite">
      {state === 'missing' && (
        <p className="text-lg">
          <Trans>There is no token here, please recheck your email.</Trans>
        </p>
      )}
      {state === 'verifying' && <Spinner label={t`Verifying Email`} />}
      {state === 'verified' && (
        <>
          <h2 className="text-2xl font-bold text-leaf-700">
            <Trans>Email Verified Successfully!</Trans>
          </h2>
          <p className="text-muted">{next.taking}</p>
        </>
      )}
      {state === 'already' && (
        <>
          <h2 className="text-2xl font-bold text-leaf-700">
            <Trans>Your e-mail is already verified</Trans>
          </h2>
          <p>{next.goOn}</p>
        </>
      )}
      {state === 'invalid' && (
        <>
          <h2 className="text-2xl font-bold text-berry-700">
            <Trans>Verification Failed</Trans>
          </h2>
          <p>
            <Trans>Something went wrong, this token is not valid</Trans>
          </p>
        </>
      )}
      {state === 'failed' && (
        <p role="alert" className="font-bold text-berry-700">
          <Trans>Failed to verify email. Please try again.</Trans>
        </p>
      )}
      {/* The button goes where the page is taking the parent, and says so. */}
      <ButtonLink to={next.path} variant="secondary">
        {next.button}
      </ButtonLink>
    </section>
  );
}
