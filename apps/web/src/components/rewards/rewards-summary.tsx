import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Flame, Star } from 'lucide-react';

export const NO_STREAK_YET = msg`Finish today’s work to start a streak`;
/** A streak of 0 on a day with nothing (left) to do. */
export const NO_STREAK_TODAY = msg`Your next practice day can start a streak`;

/** "4 days in a row" (or the nudge to start one), as the dashboard and reports say it. */
export function streakText(
  i18n: I18n,
  streak: number,
  none: MessageDescriptor = NO_STREAK_YET,
): string {
  if (streak === 0) return i18n._(none);
  return i18n._(msg`${plural(streak, { one: '# day in a row', other: '# days in a row' })}`);
}

/** The child's stars and streak, big and bright; `noStreak` says a streak of 0 to a parent. */
export function RewardsSummary({
  stars,
  streak,
  noStreak,
}: {
  stars: number;
  streak: number;
  noStreak?: MessageDescriptor;
}) {
  const { i18n, t } = useLingui();
  return (
    <div className="flex flex-wrap gap-3">
      <p className="flex items-center gap-2 rounded-full bg-sun-100 px-4 py-2 text-lg font-bold text-sun-700">
        <Star aria-hidden="true" className="size-6 fill-sun-400 text-sun-700" />
        {t`${plural(stars, { one: '# star', other: '# stars' })}`}
      </p>
      {/* No streak yet is an invitation, not a mistake: calm blue, not the red of a wrong box. */}
      <p
        data-streak={streak > 0 ? 'going' : 'none'}
        className={
          streak > 0
            ? 'flex items-center gap-2 rounded-full bg-berry-50 px-4 py-2 text-lg font-bold text-berry-700'
            : 'flex items-center gap-2 rounded-full bg-brand-50 px-4 py-2 text-lg font-bold text-brand-800'
        }
      >
        <Flame
          aria-hidden="true"
          className={streak > 0 ? 'size-6 fill-sun-400 text-berry-700' : 'size-6 text-brand-700'}
        />
        {streakText(i18n, streak, noStreak)}
      </p>
    </div>
  );
}
