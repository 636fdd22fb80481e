import { TIERS, type TierName } from '@mathsteps/domain';
import { useState } from 'react';
import { Button, Dialog } from '../../components/ui';

/**
 * The free-practice difficulty popup: a choice is required before starting (seed §5).
 * Cancel or Escape closes it; the caller decides where that leads.
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
  const [choice, setChoice] = useState<TierName | undefined>(initial);
  const [error, setError] = useState(false);
  const start = () => {
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
      title="Choose a difficulty"
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={start}>Start</Button>
        </>
      }
    >
      <fieldset
        className="flex flex-col gap-2"
        aria-describedby={error ? 'difficulty-error' : undefined}
      >
        <legend className="mb-2">Pick where to start. You can change it any time.</legend>
        {TIERS.map((tier) => (
          <label
            key={tier.name}
            className={`flex cursor-pointer items-center gap-3 rounded-xl p-3 ring-1 ${choice === tier.name ? 'bg-brand-50 ring-brand-600' : 'ring-line'}`}
          >
            <input
              type="radio"
              name="difficulty"
              value={tier.name}
              checked={choice === tier.name}
              onChange={() => {
                setChoice(tier.name);
                setError(false);
              }}
              className="size-5 accent-brand-600"
            />
            <span className="flex flex-col">
              <span className="font-bold text-ink">{tier.name}</span>
              <span className="text-sm">{tier.description}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {error && (
        <p id="difficulty-error" role="alert" className="mt-3 font-bold text-berry-700">
          Please choose a difficulty to start.
        </p>
      )}
    </Dialog>
  );
}
