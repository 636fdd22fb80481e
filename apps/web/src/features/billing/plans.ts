import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { type BillingPeriod, formatPrice, PLANS, STUDENTS_MAX } from '@mathsteps/domain';

/**
 * A line of a plan: its name, and what it means in this product, in a short sentence; in the
 * reader's language when drawn.
 */
export interface PlanFeature {
  name: MessageDescriptor;
  detail: MessageDescriptor;
}

/**
 * What every family has. Each line is true of the product: a free parent sets the days and
 * levels, and a free child's practice has no limit.
 */
export const freeFeatures: PlanFeature[] = [
  {
    name: msg`${plural(STUDENTS_MAX.free, { one: '# student', other: '# students' })}`,
    detail: msg`One child with a handle and passcode of their own.`,
  },
  {
    name: msg`Daily assignments`,
    detail: msg`All four subjects on the days you choose, at the level you set (0 to 19).`,
  },
  {
    name: msg`Practice and Quick Facts`,
    detail: msg`As many practice problems as your child likes, and number-fact drills.`,
  },
  {
    name: msg`My Progress for your child`,
    detail: msg`Stars, streaks, badges and the grade per subject.`,
  },
  {
    name: msg`Worksheets to print`,
    detail: msg`Ten problems of any subject at any level in the app’s grids, with the answer key on a sheet of its own.`,
  },
];

/**
 * What Premium adds: the product's four names (also on the payment-success page), each with
 * what it means here, then Help tonight and the number of children.
 */
export const premiumFeatures: PlanFeature[] = [
  {
    name: msg`Unlimited Questions`,
    detail: msg`Do More: after the day’s assignment, another one, as often as your child wants (free: one a day per subject).`,
  },
  {
    name: msg`Progress Tracking`,
    detail: msg`Report cards: four weeks per subject, each recurring mistake named with your child’s own grid, and the facts map.`,
  },
  {
    name: msg`Customizable Schedules`,
    detail: msg`Your child sees the whole week, done and missed, and you can add a practice set for the step they get wrong.`,
  },
  {
    name: msg`Parent Updates`,
    detail: msg`A weekly e-mail on Sunday evening: each child’s week, accuracy, level changes and mistakes.`,
  },
  {
    name: msg`Help tonight`,
    detail: msg`For each mistake the report names, a page to work through with your child: the mistake, the problem worked right in the school’s method, what to say, and problems to do together.`,
  },
  {
    name: msg`Up to ${STUDENTS_MAX.premium} students`,
    detail: msg`Every child practices with their own levels and schedule.`,
  },
];

/** Premium's price for a period, in the reader's words and locale. */
export function premiumPrice(
  period: BillingPeriod,
  i18n: I18n,
): {
  amount: string;
  per: string;
  note?: string;
} {
  const price = (cents: number) => formatPrice(cents, i18n.locale);
  if (period === 'monthly')
    return { amount: price(PLANS.monthly.amountCents), per: i18n._(msg`/month`) };
  const monthly = price(Math.round(PLANS.annual.amountCents / 12));
  return {
    amount: price(PLANS.annual.amountCents),
    per: i18n._(msg`/year`),
    note: i18n._(msg`That is ${monthly} a month`),
  };
}

/** Non-premium users see a billing period chosen at random first (docs/product.md). */
export function randomPeriod(random: () => number = Math.random): BillingPeriod {
  return random() < 0.5 ? 'monthly' : 'annual';
}
