import type { Language } from '../languages/locale';

const POWERS_OF_TEN = Array.from({ length: 16 }, (_, power) => 10 ** power);

/** Digits of a non-negative integer, ones first: 472 -> [2, 7, 4]. Zero is [0]. */
export function digitsOf(n: number): number[] {
  if (n === 0) return [0];
  const digits: number[] = [];
  for (let rest = n; rest > 0; rest = Math.floor(rest / 10)) digits.push(rest % 10);
  return digits;
}

export function digitCount(n: number): number {
  let count = 1;
  while (count < POWERS_OF_TEN.length && n >= POWERS_OF_TEN[count]!) count++;
  return count;
}

/** The digit at `position` (0 = ones), or 0 beyond the number's length. */
export function digitAt(n: number, position: number): number {
  return Math.floor(n / (POWERS_OF_TEN[position] ?? 10 ** position)) % 10;
}

const PLACES = [
  'ones',
  'tens',
  'hundreds',
  'thousands',
  'ten thousands',
  'hundred thousands',
  'millions',
  'ten millions',
  'hundred millions',
  'billions',
  'ten billions',
  'hundred billions',
  'trillions',
  'ten trillions',
];

/** The columns' names as a Spanish-speaking class says them (docs/languages.md). */
const LUGARES = [
  'unidades',
  'decenas',
  'centenas',
  'unidades de millar',
  'decenas de millar',
  'centenas de millar',
  'unidades de millón',
  'decenas de millón',
  'centenas de millón',
  // A billion is a thousand millions ("millardo"): Spanish names the places by thousands of millions.
  'unidades de millar de millón',
  'decenas de millar de millón',
  'centenas de millar de millón',
  'unidades de billón',
  'decenas de billón',
];

const PLACE_WORDS: Record<Language, { places: string[]; power: (n: number) => string }> = {
  en: { places: PLACES, power: (n) => `10 to the power ${n}` },
  es: { places: LUGARES, power: (n) => `10 a la ${n}` },
};

/** The place name of a column, for screen readers: 0 -> "ones", 2 -> "hundreds" ("centenas"). */
export function placeName(position: number, language: Language = 'en'): string {
  const { places, power } = PLACE_WORDS[language];
  return places[position] ?? power(position);
}
