import { Trans, useLingui } from '@lingui/react/macro';
import { TIERS, type TierName } from '@mathsteps/domain';
import { type FormEvent, useId, useState } from 'react';
import { Button, Dialog } from '../../components/ui';
import { paths } from '../../config/paths';
import { TIER_WORDS } from '../../lib/domain-words';

/** The tier a form or an address names (`?difficulty=Easy`), if it is one. */
export function tierNamed(name: unknown): TierName | undefined {
  return TIERS.find((tier) => tier.name === name)?.name;
}

/**
 * The free-practice difficulty popup: a choice is required before starting (docs/product.md).
 * Cancel or Escape closes it; the caller decides where that leads.
 *
 * It is a form that works before the app has started, as the server drew it: Start asks for
 * `/free-problems?difficulty=…`, which the server draws with the first problem (decision
 * 0019). Once the app runs, Start stays on the page. The choice is read from the form
 * itself, so a tier ticked before the app started counts.
 */
export function DifficultyDialog({
  open,
  initial,
  onStart,
  onClose,
}: {
  open: boolean;
  initial?: TierName;
  onStart: (tier: TierName) => void;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const formId = useId();
  const [error, setError] = useState(false);
  const start = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const choice = tierNamed(new FormData(event.currentTarget).get('difficulty'));
    if (!choice) {
      setError(true);
      return;
    }
    onStart(choice);
  };
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t`Choose a difficulty`}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" form={formId}>
            <Trans>Start</Trans>
          </Button>
        </>
      }
    >
      <form id={formId} method="get" action={paths.freeProblems} noValidate onSubmit={start}>
        <fieldset
          className="flex flex-col gap-2"
          aria-describedby={error ? 'difficulty-error' : undefined}
        >
          <legend className="mb-2">
            <Trans>Pick where to start. You can change it any time.</Trans>
          </legend>
          {TIERS.map((tier) => (
            <label
              key={tier.name}
              className="flex cursor-pointer items-center gap-3 rounded-xl p-3 ring-1 ring-line has-checked:bg-brand-50 has-checked:ring-brand-600"
            >
              <input
                type="radio"
                name="difficulty"
                value={tier.name}
                defaultChecked={initial === tier.name}
                onChange={() => setError(false)}
                className="size-5 accent-brand-600"
              />
              <span className="flex flex-col">
                <span className="font-bold text-ink">{t(TIER_WORDS[tier.name].name)}</span>
                <span className="text-sm">{t(TIER_WORDS[tier.name].description)}</span>
              </span>
            </label>
          ))}
        </fieldset>
      </form>
      {error && (
        <p id="difficulty-error" role="alert" className="mt-3 font-bold text-berry-700">
          <Trans>Please choose a difficulty to start.</Trans>
        </p>
      )}
    </Dialog>
  );
}
