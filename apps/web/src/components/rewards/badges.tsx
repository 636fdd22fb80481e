import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { BadgeId, RewardsView } from '@mathsteps/domain';
import {
  Award,
  CalendarCheck,
  Flame,
  Lightbulb,
  type LucideIcon,
  Shapes,
  Sparkles,
  Star,
  Target,
  TrendingUp,
} from 'lucide-react';
import { useEffect, useState } from 'react';
import { markBadgesSeen } from '../../api/student';
import { longDate } from '../../lib/dates';
import { badgeWords } from '../read-aloud/read-aloud';
import { Speaker } from '../read-aloud/speaker';
import { say, useAutoRead } from '../read-aloud/speech';
import { Button, Dialog } from '../ui';
import { badgeInWords } from './badge-words';
import { Mascot } from './mascot';

type HeldBadge = RewardsView['badges'][number];

const ICONS: Partial<Record<BadgeId, LucideIcon>> = {
  'first-problem': Sparkles,
  'ten-in-a-row': Target,
  'three-days': Flame,
  'seven-days': Flame,
  'whole-week': CalendarCheck,
  'all-four': Shapes,
  'hundred-stars': Star,
  'tricky-step': Lightbulb,
};
const iconOf = (id: BadgeId) => ICONS[id] ?? (id.startsWith('level-up') ? TrendingUp : Award);

export function BadgeMedal({ badge }: { badge: HeldBadge }) {
  const { i18n, t } = useLingui();
  const Icon = iconOf(badge.id);
  const { title, text } = badgeInWords(i18n, badge.id);
  return (
    <li className="flex items-center gap-3 rounded-card bg-card p-3 ring-1 ring-line">
      <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-sun-100 ring-2 ring-sun-400">
        <Icon aria-hidden="true" className="size-6 text-sun-700" />
      </span>
      <span className="flex flex-col">
        <span className="font-bold">{title}</span>
        <span className="text-sm text-muted">{text}</span>
        <span className="text-sm text-muted">{t`Earned ${longDate(badge.on, i18n.locale)}`}</span>
      </span>
    </li>
  );
}

/** The badges held, or what there is to earn when none is held yet. */
export function BadgeShelf({ badges, owner = 'you' }: { badges: HeldBadge[]; owner?: string }) {
  const { t } = useLingui();
  if (badges.length === 0) {
    return (
      <p className="text-muted">
        {owner === 'you'
          ? t`No badges yet: your first comes with the first finished assignment.`
          : t`No badges yet: the first comes with the first finished assignment.`}
      </p>
    );
  }
  return (
    <ul className="grid gap-3 sm:grid-cols-2" aria-label={t`Badges`}>
      {badges.map((badge) => (
        <BadgeMedal key={badge.id} badge={badge} />
      ))}
    </ul>
  );
}

/**
 * Tells the child about badges they have not been told about yet, once: closing the
 * dialog marks them seen on the server. If that call fails they are told again next time,
 * which is better than never.
 */
export function NewBadges({ badges }: { badges: HeldBadge[] }) {
  const { i18n, t } = useLingui();
  const fresh = badges.filter((badge) => !badge.seen);
  const [closed, setClosed] = useState(false);
  const open = fresh.length > 0 && !closed;
  const words = badgeWords(
    i18n,
    fresh.map((badge) => badgeInWords(i18n, badge.id)),
  );
  // Read aloud: Pip's cheer and the badges, when the dialog opens.
  const autoRead = useAutoRead();
  // biome-ignore lint/correctness/useExhaustiveDependencies: read when it opens.
  useEffect(() => {
    if (open && autoRead) say(words);
  }, [open, autoRead]);
  const close = () => {
    setClosed(true);
    markBadgesSeen(fresh.map((badge) => badge.id));
  };
  return (
    <Dialog
      open={open}
      onClose={close}
      title={t`${plural(fresh.length, { one: 'You earned a new badge!', other: 'You earned # new badges!' })}`}
      actions={
        <Button onClick={close}>
          <Trans>Yay!</Trans>
        </Button>
      }
    >
      <div className="flex flex-col items-center gap-3">
        <div className="flex items-center gap-3">
          <Mascot mood="cheer" className="pop-in size-20" />
          <Speaker text={words} />
        </div>
        <ul className="flex w-full flex-col gap-2">
          {fresh.map((badge) => (
            <BadgeMedal key={badge.id} badge={badge} />
          ))}
        </ul>
      </div>
    </Dialog>
  );
}
