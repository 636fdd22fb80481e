import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  DAY_LETTERS,
  DAY_NAMES,
  type DayLetter,
  type DivisionMethod,
  type SubtractionMethod,
  type TierName,
} from '@mathsteps/domain';

/**
 * The words for the domain's names (docs/languages.md): the domain keeps its keys ("addition",
 * "Easy") for addresses, records and the API, and the app says them in the reader's language
 * (`t(SUBJECT_WORDS.addition)`).
 */
// A module of its own: the rpc client says refusals with a subject's name on every page.
export { SUBJECT_WORDS } from './subject-words';

export const TIER_WORDS: Record<
  TierName,
  { name: MessageDescriptor; description: MessageDescriptor }
> = {
  Introductory: {
    name: msg`Introductory`,
    description: msg`single digits, tables up to 12 by 12`,
  },
  Easy: { name: msg`Easy`, description: msg`two digits` },
  Medium: { name: msg`Medium`, description: msg`three digits` },
  Hard: { name: msg`Hard`, description: msg`four digits and more` },
};

export const SUBTRACTION_METHOD_WORDS: Record<SubtractionMethod, MessageDescriptor> = {
  regrouping: msg`Borrowing ("regrouping")`,
  exchanging: msg`Exchanging (a ten for ten ones)`,
  'equal-additions': msg`Equal additions (add ten on top, pay it back below)`,
};

export const DIVISION_METHOD_WORDS: Record<DivisionMethod, MessageDescriptor> = {
  bracket: msg`Answer on top of the bracket`,
  'divisor-right': msg`Divisor on the right, answer under it`,
};

/** The word for how a subject is going (the domain's `masteryWord`). */
export const MASTERY_WORDS: Record<string, MessageDescriptor> = {
  'Ready to start': msg`Ready to start`,
  Mastered: msg`Mastered`,
  Strong: msg`Strong`,
  Growing: msg`Growing`,
  Learning: msg`Learning`,
};

/** A share in percent as the reader's locale writes it: 80% in English, 80 % in Spanish. */
export const percent = (locale: string, value: number) =>
  new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(value / 100);

/**
 * A grade as the reader's schools give it (docs/languages.md): the product's letter in English
 * (A to F), a mark out of ten in Spanish, as schools in Spain and Mexico give it (a first-try
 * score of 85% is 8.5; "8,5" in Spain). No work to grade: a dash.
 */
export function gradeText(locale: string, score: number | string, letter: string): string {
  if (letter === '') return '–';
  if (locale.startsWith('en')) return letter;
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(Number(score) / 10);
}

/**
 * A day of the week the domain names in English ("Monday", its DAY_NAMES), as the reader's
 * locale writes it: "lunes". `short`: its first letters, for the week view's columns;
 * `narrow`: its letter on a calendar ("X" for miércoles in Spain, never a second "M").
 */
export function weekday(
  locale: string,
  english: string,
  style: 'long' | 'short' | 'narrow' = 'long',
): string {
  const index = Object.values(DAY_NAMES).indexOf(english);
  if (index < 0) return english;
  // 4 January 1970 was a Sunday, the first of DAY_NAMES.
  const day = new Date(Date.UTC(1970, 0, 4 + index));
  return new Intl.DateTimeFormat(locale, { weekday: style, timeZone: 'UTC' }).format(day);
}

/**
 * The days of the week in the order the reader's locale writes a week: Sunday first in the
 * United States, Monday first in Spain (the first day the browser knows for the locale, from
 * the Unicode CLDR; Sunday where it knows none).
 */
export function weekInOrder(locale: string): DayLetter[] {
  const known = new Intl.Locale(locale) as Intl.Locale & {
    getWeekInfo?: () => { firstDay: number };
    weekInfo?: { firstDay: number };
  };
  // 1 is Monday, 7 Sunday; DAY_LETTERS starts on Sunday.
  const first = ((known.getWeekInfo?.() ?? known.weekInfo)?.firstDay ?? 7) % 7;
  return [...DAY_LETTERS.slice(first), ...DAY_LETTERS.slice(0, first)];
}
