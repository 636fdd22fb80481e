import { Trans, useLingui } from '@lingui/react/macro';
import { type BillingPeriod, CLASSES_MAX, formatPrice, PUPILS_MAX } from '@mathsteps/domain';
import { Check } from 'lucide-react';
import { startTransition, useActionState, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { billingStatusQuery, startCheckout } from '../../api/billing';
import { PageTitle } from '../../components/layout/page';
import {
  Banner,
  Button,
  ButtonLink,
  ConfirmDialog,
  LinkBanner,
  TextLink,
} from '../../components/ui';
import { paths } from '../../config/paths';
import { BillingPeriodSwitch } from '../../features/billing/billing-period-switch';
import { FeatureList } from '../../features/billing/feature-list';
import {
  freeFeatures,
  premiumFeatures,
  premiumPrice,
  randomPeriod,
} from '../../features/billing/plans';
import { reasonOf } from '../../lib/server-errors';
import { useSession } from '../../lib/session';

export function Component() {
  const { i18n, t } = useLingui();
  const session = useSession();
  const navigate = useNavigate();
  const isPremiumParent = session?.role === 'parent' && session.userpremium === 'true';
  // Premium is a family's plan: a teacher's account is free (docs/decisions/0029-teachers.md).
  const isTeacher = session?.role === 'teacher';
  const [period, setPeriod] = useState<BillingPeriod>(() => randomPeriod());
  const [loginNeeded, setLoginNeeded] = useState(false);
  // A visitor's page has no query cache: the checkout is React's own action, its failure the
  // action's state and its busy its pending (docs/architecture.md "Where a write lives").
  const [notice, checkout, busy] = useActionState(async () => {
    try {
      await startCheckout(period);
    } catch (error) {
      return reasonOf(error, t`There was an error processing your payment. Please try again.`);
    }
  }, undefined);
  const price = premiumPrice(period, i18n);

  // A premium parent sees their own plan's price, not a period picked at random.
  useEffect(() => {
    if (!isPremiumParent) return;
    let live = true;
    // The cache comes with the signed-in screens: loaded here only for a premium parent.
    import('../../api/query-client')
      .then(({ queryClient }) => queryClient.fetchQuery(billingStatusQuery))
      .then(({ subscription }) => {
        if (live && subscription) setPeriod(subscription.period);
      })
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [isPremiumParent]);

  const subscribe = () => {
    if (session?.role !== 'parent') {
      setLoginNeeded(true);
      return;
    }
    startTransition(checkout);
  };

  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-col gap-3">
        <PageTitle title={t`Pricing`}>
          <Trans>Pricing</Trans>
        </PageTitle>
        <p className="text-lg text-muted">
          <Trans>Start free. Go premium when your family wants the full plan.</Trans>
        </p>
      </div>

      {isPremiumParent ? (
        <LinkBanner
          tone="success"
          link={{
            to: paths.manageBilling,
            label: <Trans>Manage Billing</Trans>,
            variant: 'secondary',
          }}
        >
          <Trans>You have MathSteps Premium. Thank you!</Trans>
        </LinkBanner>
      ) : (
        <BillingPeriodSwitch value={period} onChange={setPeriod} />
      )}
      {notice && <Banner tone="error">{notice}</Banner>}

      <div className="grid gap-6 md:grid-cols-2">
        <section
          aria-labelledby="plan-free"
          className="flex flex-col gap-4 rounded-card bg-card p-6 shadow-card ring-1 ring-line"
        >
          <h2 id="plan-free" className="text-2xl font-bold">
            <Trans>Free</Trans>
          </h2>
          <p>
            <span className="text-4xl font-bold">{formatPrice(0, i18n.locale)}</span>
          </p>
          <FeatureList items={freeFeatures} icon={Check} />
          <ButtonLink to={paths.freeProblems} variant="secondary" className="mt-auto">
            <Trans>Try Free Problems</Trans>
          </ButtonLink>
        </section>

        <section
          aria-labelledby="plan-premium"
          className="flex flex-col gap-4 rounded-card bg-card p-6 shadow-card ring-2 ring-brand-600"
        >
          <h2 id="plan-premium" className="text-2xl font-bold">
            Premium
            {isPremiumParent && (
              // The space keeps "Premium" and "Your plan" two words when read aloud.
              <>
                {' '}
                <span className="ms-2 align-middle text-base font-bold text-leaf-700">
                  <Trans>Your plan</Trans>
                </span>
              </>
            )}
          </h2>
          <p>
            <span className="text-4xl font-bold">{price.amount}</span>
            <span className="text-lg text-muted">{price.per}</span>
            {price.note && <span className="block text-sm text-muted">{price.note}</span>}
          </p>
          <FeatureList items={premiumFeatures} icon={Check} />
          <TextLink to={paths.sampleReport} className="self-start">
            <Trans>See a sample report</Trans>
          </TextLink>
          {isTeacher ? (
            <p className="mt-auto font-semibold">
              <Trans>Premium is a family's plan: your teacher's account is free.</Trans>
            </p>
          ) : isPremiumParent ? (
            <ButtonLink to={paths.manageBilling} className="mt-auto">
              <Trans>Manage Billing</Trans>
            </ButtonLink>
          ) : (
            <Button onClick={subscribe} disabled={busy} className="mt-auto">
              {busy
                ? t`Opening checkout...`
                : period === 'annual'
                  ? t`Subscribe Annually`
                  : t`Subscribe Monthly`}
            </Button>
          )}
        </section>
      </div>

      <section
        aria-labelledby="plan-teachers"
        className="flex flex-col gap-2 rounded-card bg-card p-6 ring-1 ring-line"
      >
        <h2 id="plan-teachers" className="text-xl font-bold">
          <Trans>For teachers: free</Trans>
        </h2>
        <p className="text-muted">
          <Trans>
            A teacher's account costs nothing and asks for no payment: up to {CLASSES_MAX} classes
            of up to {PUPILS_MAX} pupils, each class with its grade, language and written methods,
            and its pupils' sign-in by pictures on a shared tablet.
          </Trans>{' '}
          {!isTeacher && (
            <TextLink to={`${paths.register}?role=teacher`}>
              <Trans>Create a teacher's account</Trans>
            </TextLink>
          )}
        </p>
      </section>

      <ConfirmDialog
        open={loginNeeded}
        onClose={() => setLoginNeeded(false)}
        title={t`Please log in`}
        dismiss={t`Close Window`}
        confirm={t`Login`}
        onConfirm={() => navigate(paths.parentLogin)}
      >
        <Trans>You need to be logged in to subscribe to our premium plan.</Trans>
      </ConfirmDialog>
    </div>
  );
}
