import { Trans, useLingui } from '@lingui/react/macro';
import {
  DAY_NAMES,
  isScheduled,
  toggleDay,
  toggleEveryDay,
  toggleWeekdays,
} from '@mathsteps/domain';
import type { ReactNode } from 'react';
import { weekday, weekInOrder } from '../../lib/domain-words';
import { Button } from './button';

/** The seven day toggles of one schedule, 'Weekday' and 'Every Day'. */
export function DaysPicker({
  legend,
  schedule,
  onChange,
  children,
}: {
  legend: ReactNode;
  schedule: string;
  onChange: (edit: (schedule: string) => string) => void;
  children?: ReactNode;
}) {
  const { i18n } = useLingui();
  return (
    <fieldset className="flex min-w-0 flex-col gap-2">
      <legend className="mb-2 font-bold">{legend}</legend>
      <div className="flex gap-1">
        {weekInOrder(i18n.locale).map((day) => {
          const on = isScheduled(schedule, day);
          return (
            <button
              key={day}
              type="button"
              aria-pressed={on}
              onClick={() => onChange((current) => toggleDay(current, day))}
              className={`flex h-11 min-w-9 max-w-14 flex-1 items-center justify-center rounded-lg text-sm font-bold ring-1 ring-inset transition-colors ${on ? 'bg-brand-600 text-white ring-brand-600' : 'bg-card text-ink ring-line hover:bg-brand-50'}`}
            >
              <span aria-hidden="true">
                {weekday(i18n.locale, DAY_NAMES[day], 'narrow').toUpperCase()}
              </span>
              <span className="sr-only">{weekday(i18n.locale, DAY_NAMES[day])}</span>
            </button>
          );
        })}
      </div>
      <div className="flex gap-2">
        <Button variant="secondary" onClick={() => onChange(toggleWeekdays)}>
          <Trans>Weekday</Trans>
        </Button>
        <Button variant="secondary" onClick={() => onChange(toggleEveryDay)}>
          <Trans>Every Day</Trans>
        </Button>
      </div>
      {children}
    </fieldset>
  );
}
