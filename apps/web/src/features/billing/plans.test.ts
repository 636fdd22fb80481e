import { describe, expect, it } from 'vitest';
import { premiumPrice, randomPeriod } from './plans';

describe('pricing plans', () => {
  it('shows the prices per period', () => {
    expect(premiumPrice('monthly')).toEqual({ amount: '$3.99', per: '/month' });
    expect(premiumPrice('annual')).toMatchObject({
      amount: '$27.99',
      per: '/year',
      note: 'That is $2.33 a month',
    });
  });

  it('picks the first billing period at random', () => {
    expect(randomPeriod(() => 0.1)).toBe('monthly');
    expect(randomPeriod(() => 0.9)).toBe('annual');
  });
});
