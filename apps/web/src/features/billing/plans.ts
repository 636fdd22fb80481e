import { type BillingPeriod, formatPrice, PLANS, STUDENTS_MAX } from '@mathsteps/domain';

/** A line of a plan: its name, and what it means in this product, in a short sentence. */
export interface PlanFeature {
  name: string;
  detail: string;
}

/**
 * What every family has. Each line is true of the product: a free parent sets the days and
 * levels, and a free child's practice has no limit.
 */
export const freeFeatures: PlanFeature[] = [
  {
    name: `${STUDENTS_MAX.free} student`,
    detail: 'One child with a handle and passcode of their own.',
  },
  {
    name: 'Daily assignments',
    detail: 'All four subjects on the days you choose, at the level you set (0 to 19).',
  },
  {
    name: 'Practice and Quick Facts',
    detail: 'As many practice problems as your child likes, and number-fact drills.',
  },
  {
    name: 'My Progress for your child',
    detail: 'Stars, streaks, badges and the grade per subject.',
  },
];

/**
 * What Premium adds: the product's four names (also on the payment-success page), each with
 * what it means here, then the number of children.
 */
export const premiumFeatures: PlanFeature[] = [
  {
    name: 'Unlimited Questions',
    detail:
      'Do More: after the day’s assignment, another one, as often as your child wants (free: one a day per subject).',
  },
  {
    name: 'Progress Tracking',
    detail:
      'Report cards: four weeks per subject, each recurring mistake named with your child’s own grid, and the facts map.',
  },
  {
    name: 'Customizable Schedules',
    detail:
      'Your child sees the whole week, done and missed, and you can add a practice set for the step they get wrong.',
  },
  {
    name: 'Parent Updates',
    detail:
      'A weekly e-mail on Sunday evening: each child’s week, accuracy, level changes and mistakes.',
  },
  {
    name: `Up to ${STUDENTS_MAX.premium} students`,
    detail: 'Every child practises with their own levels and schedule.',
  },
];

export function premiumPrice(period: BillingPeriod): {
  amount: string;
  per: string;
  note?: string;
} {
  if (period === 'monthly')
    return { amount: formatPrice(PLANS.monthly.amountCents), per: '/month' };
  return {
    amount: formatPrice(PLANS.annual.amountCents),
    per: '/year',
    note: `That is ${formatPrice(Math.round(PLANS.annual.amountCents / 12))} a month`,
  };
}

/** Non-premium users see a billing period chosen at random first (docs/product.md). */
export function randomPeriod(random: () => number = Math.random): BillingPeriod {
  return random() < 0.5 ? 'monthly' : 'annual';
}
