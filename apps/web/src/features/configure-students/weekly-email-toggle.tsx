import { Trans, useLingui } from '@lingui/react/macro';
import { useWeeklyEmailChoice } from '../../api/parent';
import { Badge, TextLink, Toggle } from '../../components/ui';
import { paths } from '../../config/paths';
import { reasonOf } from '../../lib/server-errors';
import type { Flash } from '../../lib/use-flash';

/**
 * The parent's weekly summary e-mail on or off (docs/product.md). The summary is
 * sent to premium parents only: a free parent sees it off, as a premium feature, with the
 * way to it, not a switch that says "on" for an e-mail that never comes.
 */
export function WeeklyEmailToggle({
  emails,
  premium,
  onMessage,
}: {
  emails: 'true' | 'false';
  premium: boolean;
  onMessage: (message: Flash) => void;
}) {
  const { t } = useLingui();
  const choice = useWeeklyEmailChoice();
  const setEmails = (on: boolean) =>
    choice.mutate(on, {
      onSuccess: () =>
        onMessage({
          tone: 'success',
          text: on ? t`Emails enabled successfully!` : t`Emails disabled successfully!`,
        }),
      onError: (error) =>
        onMessage({ tone: 'error', text: reasonOf(error, t`Failed to update email settings`) }),
    });

  return (
    <section className="flex items-center justify-between gap-4 rounded-card bg-card p-5 ring-1 ring-line">
      <div>
        <h2 className="font-bold">
          <Trans>Weekly summary e-mail</Trans>
        </h2>
        <p className="text-sm text-muted">
          <Trans>Every Sunday: what each child did, their accuracy and their level changes.</Trans>
        </p>
        {!premium && (
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm">
            <Badge>Premium</Badge>
            <span>
              <Trans>
                Part of Premium. <TextLink to={paths.pricing}>See Premium</TextLink>
              </Trans>
            </span>
          </p>
        )}
      </div>
      <Toggle
        label={t`Weekly summary e-mail`}
        checked={premium && emails === 'true'}
        disabled={choice.isPending || !premium}
        onChange={setEmails}
      />
    </section>
  );
}
