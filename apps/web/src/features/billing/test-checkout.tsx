import { Trans, useLingui } from '@lingui/react/macro';
import { type BillingPeriod, formatPrice, PLANS } from '@mathsteps/domain';
import { FlaskConical } from 'lucide-react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTestPayment } from '../../api/billing';
import { Banner, Button, WriteFailure } from '../../components/ui';
import { paths } from '../../config/paths';

/**
 * Local test mode's checkout (docs/product.md "Plans"): says plainly that it is a test and that no
 * card is charged. Pay goes on as a real payment would; Cancel as a cancelled one.
 */
export function TestCheckout() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const sessionid = query.get('session_id') ?? '';
  const period: BillingPeriod = query.get('plan') === 'annual' ? 'annual' : 'monthly';
  const payment = useTestPayment();
  const busy = payment.isPending || payment.isSuccess;
  const pay = () => payment.mutate(sessionid, { onSuccess: (redirect) => navigate(redirect) });

  return (
    <div className="flex flex-col gap-6">
      <Banner tone="info">
        <Trans>
          <strong>This is a test checkout.</strong> No card is charged and no money moves: this
          MathSteps server is not connected to a payment provider.
        </Trans>
      </Banner>
      <WriteFailure
        write={payment}
        fallback={t`There was an error processing your payment. Please try again.`}
      />
      <section className="flex flex-col gap-4 rounded-card bg-card p-6 ring-1 ring-line">
        <h2 className="flex items-center gap-2 text-xl font-bold">
          <FlaskConical aria-hidden="true" className="size-6" /> MathSteps Premium
        </h2>
        <p className="text-lg">
          {period === 'annual' ? (
            <Trans>
              Billed annually: <strong>{formatPrice(PLANS.annual.amountCents, i18n.locale)}</strong>{' '}
              a year
            </Trans>
          ) : (
            <Trans>
              Billed monthly: <strong>{formatPrice(PLANS.monthly.amountCents, i18n.locale)}</strong>{' '}
              a month
            </Trans>
          )}
        </p>
        <div className="flex flex-wrap gap-3">
          <Button onClick={() => pay()} disabled={busy || !sessionid}>
            {busy ? t`Paying...` : t`Pay (test)`}
          </Button>
          <Button variant="secondary" onClick={() => navigate(paths.stripeCanceled)}>
            <Trans>Cancel</Trans>
          </Button>
        </div>
      </section>
    </div>
  );
}
