import { describe, expect, it } from 'vitest';
import { ANNUAL_SAVING_PERCENT, formatPrice, PLANS } from './pricing';

describe('pricing', () => {
  it('formats cents as dollars', () => {
    expect(formatPrice(PLANS.monthly.amountCents)).toBe('$3.99');
    expect(formatPrice(PLANS.annual.amountCents)).toBe('$27.99');
  });
  it('says which dollars to a Spanish reader: "$" alone is pesos in Mexico', () => {
    expect(formatPrice(PLANS.monthly.amountCents, 'es-419')).toBe('USD\u00a03.99');
    expect(formatPrice(PLANS.monthly.amountCents, 'es-ES')).toBe('3,99\u00a0US$');
  });
  it('advertises an annual saving that the prices really give', () => {
    const yearOfMonths = PLANS.monthly.amountCents * 12;
    const saving = Math.floor(((yearOfMonths - PLANS.annual.amountCents) / yearOfMonths) * 100);
    expect(saving).toBeGreaterThanOrEqual(ANNUAL_SAVING_PERCENT);
    expect(saving).toBeLessThan(ANNUAL_SAVING_PERCENT + 5);
  });
});
