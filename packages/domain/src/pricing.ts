/** Plans and prices (docs/product.md). Amounts in cents to keep arithmetic exact. */
export const PLANS = {
  monthly: { interval: 'month', amountCents: 399 },
  annual: { interval: 'year', amountCents: 2799 },
} as const;

export type BillingPeriod = keyof typeof PLANS;

/** The annual saving the pricing page advertises (rounded down to the nearest ten). */
export const ANNUAL_SAVING_PERCENT = 40;

/**
 * A price in dollars as the reader's locale writes it (docs/languages.md): $3.99 in English, USD 3.99 in
 * Latin American Spanish, 3,99 US$ in Spain's: a Spanish reader is told they are dollars.
 */
export function formatPrice(cents: number, locale = 'en-US'): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'USD',
    // "$" alone reads as pesos in Mexico: Spanish says which dollars.
    currencyDisplay: 'symbol',
  }).format(cents / 100);
}

/** Students a parent may have (docs/product.md). */
export const STUDENTS_MAX = { free: 1, premium: 4 } as const;
