import { formatPrice, PLANS, STUDENTS_MAX } from '@mathsteps/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { billingStatusQuery, openBillingPortal } from '../../api/billing';
import { Banner, Button, ButtonLink, QueryView } from '../../components/ui';
import { paths } from '../../config/paths';

const STATUS_TEXT: Record<string, string> = {
  active: 'Active Subscription',
  trialing: 'Free trial',
  past_due: 'Payment overdue',
  canceled: 'Canceled',
  unpaid: 'Unpaid',
  incomplete: 'Waiting for payment',
};

const longDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

/**
 * /manage-billing (docs/product.md: the real plan, price, status and next billing date);
 * 'Update Payment Method' opens the billing portal, 'Change Subscription Plan' /pricing. A
 * free parent sees the free plan and the way to Premium instead.
 */
export function ManageBilling() {
  const query = useQuery(billingStatusQuery);
  const [failure, setFailure] = useState('');
  const [opening, setOpening] = useState(false);

  const portal = async () => {
    setOpening(true);
    setFailure('');
    try {
      await openBillingPortal();
    } catch {
      setFailure('There was an error accessing your billing portal. Please try again.');
      setOpening(false);
    }
  };

  return (
    <QueryView
      query={query}
      loading="Loading your subscription..."
      failed="Your subscription could not be loaded. Please try again."
    >
      {({ subscription, mode }) => (
        <div className="flex flex-col gap-6">
          {mode === 'test' && (
            <Banner tone="info">Test mode: this server takes no real payments.</Banner>
          )}
          {mode === 'off' && <Banner tone="info">Payments are not set up on this server.</Banner>}
          {failure && <Banner tone="error">{failure}</Banner>}
          {subscription ? (
            <dl className="grid gap-4 rounded-card bg-card p-6 ring-1 ring-line sm:grid-cols-2">
              <div>
                <dt className="text-sm text-muted">Status</dt>
                <dd className="text-lg font-bold">
                  {STATUS_TEXT[subscription.status] ?? subscription.status}
                </dd>
              </div>
              <div>
                <dt className="text-sm text-muted">Plan</dt>
                <dd className="text-lg font-bold">
                  Premium, {subscription.period === 'annual' ? 'annual' : 'monthly'}
                </dd>
              </div>
              <div>
                <dt className="text-sm text-muted">Price</dt>
                <dd className="text-lg font-bold">
                  {formatPrice(PLANS[subscription.period].amountCents)} a{' '}
                  {PLANS[subscription.period].interval}
                </dd>
              </div>
              <div>
                <dt className="text-sm text-muted">
                  {subscription.cancelatperiodend === 'true' ? 'Ends on' : 'Next billing date'}
                </dt>
                <dd className="text-lg font-bold">
                  {subscription.currentperiodend && subscription.status !== 'canceled'
                    ? longDate(subscription.currentperiodend)
                    : '–'}
                </dd>
              </div>
            </dl>
          ) : (
            <FreePlan />
          )}
          <div className="flex flex-wrap gap-3">
            {subscription ? (
              <>
                <Button onClick={() => void portal()} disabled={opening}>
                  {opening ? 'Opening...' : 'Update Payment Method'}
                </Button>
                <ButtonLink to={paths.pricing} variant="secondary">
                  Change Subscription Plan
                </ButtonLink>
              </>
            ) : (
              // A free parent has no payment method to update: the way to Premium comes first.
              <ButtonLink to={paths.pricing}>See Premium plans</ButtonLink>
            )}
            <ButtonLink to={paths.parentDashboard} variant="secondary">
              Back to Dashboard
            </ButtonLink>
          </div>
        </div>
      )}
    </QueryView>
  );
}

/** The plan a parent without a subscription is on, and what Premium would add. */
function FreePlan() {
  return (
    <div className="flex flex-col gap-4 rounded-card bg-card p-6 ring-1 ring-line">
      <dl className="grid gap-4 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-muted">Plan</dt>
          <dd className="text-lg font-bold">Free</dd>
        </div>
        <div>
          <dt className="text-sm text-muted">Price</dt>
          <dd className="text-lg font-bold">{formatPrice(0)}</dd>
        </div>
      </dl>
      <p>
        No card is on file and nothing is charged. Premium is{' '}
        {formatPrice(PLANS.monthly.amountCents)} a month or {formatPrice(PLANS.annual.amountCents)}{' '}
        a year, and adds the report cards, the weekly e-mail and up to {STUDENTS_MAX.premium}{' '}
        children.
      </p>
    </div>
  );
}
