import { describe, expect, it } from 'vitest';
import { ANNUAL_SAVING_PERCENT, formatPrice, PLANS } from './pricing';

describe('pricing', () => {
  it('formats cents as dollars', () => {
    expect(formatPrice(PLANS.monthly.amountCents)).toBe('$3.99');
    expect(formatPrice(PLANS.annual.amountCents)).toBe('$27.99');
  });
  it('advertises an annual saving that the prices really give', () => {
    const yearOfMonths = PLANS.monthly.amountCents * 12;
    const saving = Math.floor(((yearOfMonths - PLANS.annual.amountCents) / yearOfMonths) * 100);
    expect(saving).toBeGreaterThanOrEqual(ANNUAL_SAVING_PERCENT);
    expect(saving).toBeLessThan(ANNUAL_SAVING_PERCENT + 5);
  });
});
