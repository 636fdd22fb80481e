import { Trans, useLingui } from '@lingui/react/macro';
import { ANNUAL_SAVING_PERCENT, type BillingPeriod } from '@mathsteps/domain';
import { percent } from '../../lib/domain-words';

/** Monthly / annual choice as a pair of radio buttons (arrow keys move between them). */
export function BillingPeriodSwitch({
  value,
  onChange,
}: {
  value: BillingPeriod;
  onChange: (period: BillingPeriod) => void;
}) {
  const { i18n, t } = useLingui();
  const saving = percent(i18n.locale, ANNUAL_SAVING_PERCENT);
  const option = (period: BillingPeriod, label: string) => (
    <label
      className={`flex min-h-11 cursor-pointer items-center gap-2 rounded-full px-3 py-2 font-bold sm:px-4 has-focus-visible:outline-3 has-focus-visible:outline-brand-600 ${value === period ? 'bg-brand-600 text-white' : 'text-ink'}`}
    >
      <input
        type="radio"
        name="billing-period"
        value={period}
        checked={value === period}
        onChange={() => onChange(period)}
        className="sr-only"
      />
      {label}
    </label>
  );
  return (
    // One row on a 360 px phone: the saving stays beside the choice it is about, on two
    // lines when the device's own face is wider than ours (a slow first visit, decision 0014).
    <fieldset className="inline-flex w-fit max-w-full items-center gap-1 rounded-full bg-card p-1 ring-1 ring-line">
      <legend className="sr-only">
        <Trans>Billing period</Trans>
      </legend>
      {option('monthly', t`Monthly`)}
      {option('annual', t`Annual`)}
      <span className="px-2 text-center text-sm leading-tight font-bold text-leaf-700 sm:px-3">
        <Trans>Save {saving} annually</Trans>
      </span>
    </fieldset>
  );
}
