import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTestPortal } from '../../api/billing';
import { Banner, Button, ButtonLink, ConfirmDialog, WriteFailure } from '../../components/ui';
import { paths } from '../../config/paths';

type Action = 'cancel' | 'monthly' | 'annual';

/**
 * Local test mode's billing portal (docs/product.md "Plans"): switch the plan or cancel, as the
 * Stripe Customer Portal would let a parent do; the change comes back through the same
 * code as a Stripe webhook.
 */
export function TestPortal() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const change = useTestPortal();
  const busy = change.isPending || change.isSuccess;
  const [confirmCancel, setConfirmCancel] = useState(false);

  const act = (action: Action) => {
    setConfirmCancel(false);
    change.mutate(action, { onSuccess: () => navigate(paths.manageBilling) });
  };

  return (
    <div className="flex flex-col gap-6">
      <Banner tone="info">
        <Trans>
          <strong>This is a test billing portal.</strong> Nothing is charged or refunded.
        </Trans>
      </Banner>
      <WriteFailure
        write={change}
        fallback={t`There was an error updating your subscription. Please try again.`}
      />
      <div className="flex flex-wrap gap-3">
        <Button onClick={() => act('monthly')} disabled={busy}>
          <Trans>Switch to Monthly</Trans>
        </Button>
        <Button onClick={() => act('annual')} disabled={busy}>
          <Trans>Switch to Annual</Trans>
        </Button>
        <Button variant="danger" onClick={() => setConfirmCancel(true)} disabled={busy}>
          <Trans>Cancel Subscription</Trans>
        </Button>
        <ButtonLink to={paths.manageBilling} variant="secondary">
          <Trans>Back to Manage Billing</Trans>
        </ButtonLink>
      </div>
      <ConfirmDialog
        open={confirmCancel}
        onClose={() => setConfirmCancel(false)}
        title={t`Cancel premium?`}
        dismiss={t`Keep Premium`}
        confirm={t`Yes, Cancel`}
        onConfirm={() => act('cancel')}
        danger
      >
        <Trans>
          Premium ends now. Nothing is deleted: your first student stays active and the others rest
          until you choose, or until premium comes back.
        </Trans>
      </ConfirmDialog>
    </div>
  );
}
