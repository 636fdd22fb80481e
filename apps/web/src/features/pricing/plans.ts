import { type BillingPeriod, formatPrice, PLANS, STUDENTS_MAX } from '@mathsteps/domain';

export const freeFeatures = [
  'Free problems at four difficulty levels',
  `${STUDENTS_MAX.free} student`,
  'Basic features',
];

/** The four premium features, named as on the payment success page (seed §2). */
export const premiumFeatures = [
  'Unlimited Questions',
  'Progress Tracking',
  'Customizable Schedules',
  'Parent Updates',
  `Up to ${STUDENTS_MAX.premium} students`,
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

/** Non-premium users see a billing period chosen at random first (seed §2). */
export function randomPeriod(random: () => number = Math.random): BillingPeriod {
  return random() < 0.5 ? 'monthly' : 'annual';
}
