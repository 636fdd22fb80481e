import { Trans, useLingui } from '@lingui/react/macro';
import { CheckCircle2, CircleX, PartyPopper } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { usePaymentConfirmation } from '../../api/billing';
import { Banner, Button, ButtonLink, Spinner, TextLink } from '../../components/ui';
import { paths } from '../../config/paths';
import { reasonOf } from '../../lib/server-errors';
import { FeatureList } from './feature-list';
import { premiumFeatures } from './plans';
import { useCountdown } from './use-countdown';

type Outcome = { state: 'processing' } | { state: 'paid' } | { state: 'failed'; reason: string };

/**
 * /payment-success (docs/product.md): confirms the session with the server;
 * on success the four premium features and the dashboard after 3 s, else 'Payment Error'.
 */
export function PaymentSuccess() {
  const { t } = useLingui();
  const [query] = useSearchParams();
  const sessionid = query.get('session_id') ?? query.get('sid') ?? '';
  const confirmation = usePaymentConfirmation();
  const confirm = confirmation.mutate;
  useEffect(() => {
    if (sessionid) confirm(sessionid);
  }, [sessionid, confirm]);
  const outcome: Outcome = !sessionid
    ? { state: 'failed', reason: t`No payment session found` }
    : confirmation.isError
      ? {
          state: 'failed',
          reason: reasonOf(
            confirmation.error,
            t`There was an error processing your payment. Please try again.`,
          ),
        }
      : confirmation.isSuccess
        ? { state: 'paid' }
        : { state: 'processing' };

  if (outcome.state === 'processing') {
    return (
      <section aria-live="polite" className="flex flex-col items-center gap-4 py-10 text-center">
        <Spinner label={t`Processing Your Payment`} />
        <h2 className="text-2xl font-bold">
          <Trans>Processing Your Payment</Trans>
        </h2>
        <p className="text-muted">
          <Trans>Please wait while we confirm your subscription...</Trans>
        </p>
      </section>
    );
  }
  if (outcome.state === 'failed') {
    return (
      <section className="flex flex-col items-start gap-4">
        <h2 className="flex items-center gap-2 text-2xl font-bold text-berry-700">
          <CircleX aria-hidden="true" className="size-7" /> <Trans>Payment Error</Trans>
        </h2>
        <Banner tone="error">{outcome.reason}</Banner>
        <ButtonLink to={paths.parentDashboard}>
          <Trans>Go to Dashboard</Trans>
        </ButtonLink>
      </section>
    );
  }
  return (
    <section aria-live="polite" className="flex flex-col items-start gap-4">
      <h2 className="flex items-center gap-2 text-2xl font-bold text-leaf-700">
        <CheckCircle2 aria-hidden="true" className="size-7" /> <Trans>Payment Successful</Trans>
      </h2>
      <p>
        <Trans>Welcome to MathSteps Premium! You now have:</Trans>
      </p>
      <FeatureList items={premiumFeatures.slice(0, 4)} icon={CheckCircle2} />
      <MovingOn seconds={3} />
      <ButtonLink to={paths.parentDashboard}>
        <Trans>Go to Dashboard</Trans>
      </ButtonLink>
    </section>
  );
}

/** /stripe/canceled (docs/product.md): nothing was charged; the dashboard after 5 s. */
export function PaymentCanceled() {
  return (
    <section className="flex flex-col items-start gap-4">
      <p className="text-lg">
        <Trans>Your payment was canceled. No charges were made.</Trans>
      </p>
      <MovingOn seconds={5} />
      <div className="flex flex-wrap gap-3">
        <ButtonLink to={paths.parentDashboard}>
          <Trans>Go to Dashboard Now</Trans>
        </ButtonLink>
        <ButtonLink to={paths.pricing} variant="secondary">
          <Trans>Try Again</Trans>
        </ButtonLink>
      </div>
      <p className="text-sm text-muted">
        <Trans>
          Questions about billing? <TextLink to={paths.parentContact}>Contact us</TextLink> and we
          will help.
        </Trans>
      </p>
    </section>
  );
}

/** /stripe/success (docs/product.md): congratulations, and the dashboard after 60 s. */
export function SubscriptionSuccess() {
  return (
    <section className="flex flex-col items-start gap-4">
      <h2 className="flex items-center gap-2 text-2xl font-bold text-leaf-700">
        <PartyPopper aria-hidden="true" className="size-7" /> <Trans>Congratulations!</Trans>
      </h2>
      <p className="text-lg">
        <Trans>Your MathSteps Premium subscription is active.</Trans>
      </p>
      <MovingOn seconds={60} />
      <ButtonLink to={paths.parentDashboard}>
        <Trans>Return to Dashboard Now</Trans>
      </ButtonLink>
    </section>
  );
}

/**
 * When the page moves on to the dashboard by itself, and a way to stay: a parent still reading
 * stops the countdown (WCAG 2.2.1, Timing Adjustable).
 */
function MovingOn({ seconds }: { seconds: number }) {
  const [staying, setStaying] = useState(false);
  const left = useCountdown(seconds, paths.parentDashboard, !staying);
  if (staying) return null;
  return (
    <div className="flex flex-wrap items-center gap-3">
      <p className="text-muted">
        <Trans>Taking you to your dashboard in {left} s...</Trans>
      </p>
      <Button variant="secondary" onClick={() => setStaying(true)}>
        <Trans>Stay on this page</Trans>
      </Button>
    </div>
  );
}
