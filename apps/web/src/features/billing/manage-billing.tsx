import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatPrice, PLANS, STUDENTS_MAX } from '@mathsteps/domain';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { billingStatusQuery, useBillingPortal } from '../../api/billing';
import { Banner, Button, ButtonLink, QueryView } from '../../components/ui';
import { paths } from '../../config/paths';

const STATUS_TEXT: Record<string, MessageDescriptor> = {
  active: msg`Active Subscription`,
  trialing: msg`Free trial`,
  past_due: msg`Payment overdue`,
  canceled: msg`Canceled`,
  unpaid: msg`Unpaid`,
  incomplete: msg`Waiting for payment`,
};

/** A moment the payment provider names, as the page's locale writes its day. */
const dayOf = (iso: string, locale: string) =>
  new Date(iso).toLocaleDateString(locale, { year: 'numeric', month: 'long', day: 'numeric' });

/**
 * /manage-billing (docs/product.md: the real plan, price, status and next billing date);
 * 'Update Payment Method' opens the billing portal, 'Change Subscription Plan' /pricing. A
 * free parent sees the free plan and the way to Premium instead.
 */
export function ManageBilling() {
  const { t, i18n } = useLingui();
  const query = useQuery(billingStatusQuery);
  const portal = useBillingPortal();
  const opening = portal.isPending || portal.isSuccess;

  return (
    <QueryView
      query={query}
      loading={t`Loading your subscription...`}
      failed={t`Your subscription could not be loaded. Please try again.`}
    >
      {({ subscription, mode }) => (
        <div className="flex flex-col gap-6">
          {mode === 'test' && (
            <Banner tone="info">
              <Trans>Test mode: this server takes no real payments.</Trans>
            </Banner>
          )}
          {mode === 'off' && (
            <Banner tone="info">
              <Trans>Payments are not set up on this server.</Trans>
            </Banner>
          )}
          {portal.isError && (
            <Banner tone="error">
              <Trans>There was an error accessing your billing portal. Please try again.</Trans>
            </Banner>
          )}
          {subscription ? (
            <dl className="grid gap-4 rounded-card bg-card p-6 ring-1 ring-line sm:grid-cols-2">
              <PlanFact label={t`Status`}>
                {STATUS_TEXT[subscription.status]
                  ? t(STATUS_TEXT[subscription.status]!)
                  : subscription.status}
              </PlanFact>
              <PlanFact label={t`Plan`}>
                {subscription.period === 'annual' ? t`Premium, annual` : t`Premium, monthly`}
              </PlanFact>
              <PlanFact label={t`Price`}>
                {subscription.period === 'annual'
                  ? t`${formatPrice(PLANS.annual.amountCents, i18n.locale)} a year`
                  : t`${formatPrice(PLANS.monthly.amountCents, i18n.locale)} a month`}
              </PlanFact>
              <PlanFact
                label={
                  subscription.cancelatperiodend === 'true' ? t`Ends on` : t`Next billing date`
                }
              >
                {subscription.currentperiodend && subscription.status !== 'canceled'
                  ? dayOf(subscription.currentperiodend, i18n.locale)
                  : '–'}
              </PlanFact>
            </dl>
          ) : (
            <FreePlan />
          )}
          <div className="flex flex-wrap gap-3">
            {subscription ? (
              <>
                <Button onClick={() => portal.mutate()} disabled={opening}>
                  {opening ? t`Opening...` : t`Update Payment Method`}
                </Button>
                <ButtonLink to={paths.pricing} variant="secondary">
                  <Trans>Change Subscription Plan</Trans>
                </ButtonLink>
              </>
            ) : (
              // A free parent has no payment method to update: the way to Premium comes first.
              <ButtonLink to={paths.pricing}>
                <Trans>See Premium plans</Trans>
              </ButtonLink>
            )}
            <ButtonLink to={paths.parentDashboard} variant="secondary">
              <Trans>Back to Dashboard</Trans>
            </ButtonLink>
          </div>
        </div>
      )}
    </QueryView>
  );
}

/** The plan a parent without a subscription is on, and what Premium would add. */
function FreePlan() {
  const { i18n } = useLingui();
  const monthly = formatPrice(PLANS.monthly.amountCents, i18n.locale);
  const annual = formatPrice(PLANS.annual.amountCents, i18n.locale);
  const most = STUDENTS_MAX.premium;
  return (
    <div className="flex flex-col gap-4 rounded-card bg-card p-6 ring-1 ring-line">
      <dl className="grid gap-4 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-muted">
            <Trans>Plan</Trans>
          </dt>
          <dd className="text-lg font-bold">
            <Trans>Free</Trans>
          </dd>
        </div>
        <div>
          <dt className="text-sm text-muted">
            <Trans>Price</Trans>
          </dt>
          <dd className="text-lg font-bold">{formatPrice(0, i18n.locale)}</dd>
        </div>
      </dl>
      <p>
        <Trans>
          No card is on file and nothing is charged. Premium is {monthly} a month or {annual} a
          year, and adds the report cards, the weekly e-mail and up to {most} children.
        </Trans>
      </p>
    </div>
  );
}

/** One fact of the plan: its name above, its value large. */
function PlanFact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="text-lg font-bold">{children}</dd>
    </div>
  );
}
