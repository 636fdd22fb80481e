import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ButtonLink, Spinner } from '../../components/ui';
import { paths } from '../../config/paths';
import { RpcError, rpc } from '../../lib/rpc-client';
import { getSession, saveSession } from '../../lib/session';

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
  const token = query.get('emailtoken')?.trim() ?? '';
  const [state, setState] = useState<State>(token ? 'verifying' : 'missing');
  const started = useRef(false);
  // A parent who opens the link while signed in goes on to their dashboard, not to login.
  const next =
    getSession()?.role === 'parent'
      ? { path: paths.parentDashboard, words: 'your dashboard', button: 'Go to Dashboard' }
      : { path: paths.parentLogin, words: 'the login page', button: 'Return to Login' };

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    rpc('public.emailverify', { emailtoken: token })
      .then((answer) => {
        const session = getSession();
        if (session?.role === 'parent') saveSession({ ...session, emailverified: 'true' });
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
        <p className="text-lg">There is no token here, please recheck your email.</p>
      )}
      {state === 'verifying' && <Spinner label="Verifying Email" />}
      {state === 'verified' && (
        <>
          <h2 className="text-2xl font-bold text-leaf-700">Email Verified Successfully!</h2>
          <p className="text-muted">Taking you to {next.words}...</p>
        </>
      )}
      {state === 'already' && (
        <>
          <h2 className="text-2xl font-bold text-leaf-700">Your e-mail is already verified</h2>
          <p>There is nothing more to do: go on to {next.words}.</p>
        </>
      )}
      {state === 'invalid' && (
        <>
          <h2 className="text-2xl font-bold text-berry-700">Verification Failed</h2>
          <p>Something went wrong, this token is not valid</p>
        </>
      )}
      {state === 'failed' && (
        <p role="alert" className="font-bold text-berry-700">
          Failed to verify email. Please try again.
        </p>
      )}
      {/* The button goes where the page is taking the parent, and says so. */}
      <ButtonLink to={next.path} variant="secondary">
        {next.button}
      </ButtonLink>
    </section>
  );
}
