import { describe, expect, it } from 'vitest';
import { english, inSpanish } from '../../test/render';
import { premiumPrice, randomPeriod } from './plans';

describe('pricing plans', () => {
  it('shows the prices per period', () => {
    expect(premiumPrice('monthly', english)).toEqual({ amount: '$3.99', per: '/month' });
    expect(premiumPrice('annual', english)).toMatchObject({
      amount: '$27.99',
      per: '/year',
      note: 'That is $2.33 a month',
    });
  });

  it('writes them as the reader writes numbers, in their words', () => {
    expect(premiumPrice('annual', inSpanish('es-419'))).toEqual({
      amount: 'USD\u00a027.99',
      per: '/año',
      note: 'Son USD\u00a02.33 al mes',
    });
    expect(premiumPrice('annual', inSpanish('es-ES'))).toMatchObject({
      amount: '27,99\u00a0US$',
      note: 'Son 2,33\u00a0US$ al mes',
    });
  });

  it('picks the first billing period at random', () => {
    expect(randomPeriod(() => 0.1)).toBe('monthly');
    expect(randomPeriod(() => 0.9)).toBe('annual');
  });
});
