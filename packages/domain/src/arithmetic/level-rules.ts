import type { Language } from '../languages/locale';
import type { Level } from './curriculum';
import { REGLAS_DE_NIVEL } from './level-rules-es';
import type { Subject } from './problem';

/**
 * The rule of each curriculum level in words (docs/curriculum.md), for parents (the level
 * popup, the report card, the weekly e-mail) and docs/curriculum.md. Apart from the levels'
 * numbers in curriculum.ts, so a child's grid never downloads them.
 */
export const LEVEL_RULES: Record<Subject, readonly string[]> = {
  addition: [
    '1-digit + 1-digit, no carrying',
    '1-digit + 1-digit, sum over 9 (carrying)',
    '2-digit + 1-digit, no carrying',
    '2-digit + 1-digit, carrying',
    '2-digit + 2-digit, no carrying',
    '2-digit + 2-digit, one carry',
    '2-digit + 2-digit, carries in both columns',
    '3-digit + 2-digit',
    '3-digit + 3-digit, no carrying',
    '3-digit + 3-digit, one carry',
    '3-digit + 3-digit, two or more carries',
    '4-digit + 3-digit',
    '4-digit + 4-digit',
    '4-digit + 4-digit, three or more carries',
    '5-digit + 4-digit',
    '5-digit + 5-digit',
    '5-digit + 5-digit, four or more carries',
    '6-digit + 5-digit',
    '6-digit + 6-digit',
    '7-digit + 7-digit',
  ],
  subtraction: [
    '1-digit − 1-digit',
    '2-digit − 1-digit, no borrowing',
    'teen − 1-digit, borrowing (14 − 7)',
    '2-digit − 1-digit, borrowing',
    '2-digit − 2-digit, no borrowing',
    '2-digit − 2-digit, mixed',
    '2-digit − 2-digit, borrowing',
    '3-digit − 2-digit',
    '3-digit − 3-digit, no borrowing',
    '3-digit − 3-digit, one borrow',
    '3-digit − 3-digit, borrowing across a zero',
    '4-digit − 3-digit',
    '4-digit − 4-digit',
    '4-digit − 4-digit, borrowing across zeros',
    '5-digit − 4-digit',
    '5-digit − 5-digit',
    '5-digit − 5-digit, borrowing across zeros',
    '6-digit − 5-digit',
    '6-digit − 6-digit',
    '7-digit − 7-digit, borrowing across zeros',
  ],
  multiplication: [
    'tables with factors 0 to 5',
    'tables with factors 0 to 9',
    'tables with one factor 10 to 12',
    'mixed tables up to 12 × 12',
    '2-digit × 1-digit, no carrying',
    '2-digit × 1-digit, carrying',
    '2-digit × 2-digit',
    '3-digit × 1-digit',
    '3-digit × 2-digit',
    '3-digit × 2-digit, a zero inside the top number (305 × 24)',
    '3-digit × 3-digit',
    '4-digit × 1-digit',
    '4-digit × 2-digit',
    '4-digit × 3-digit',
    '5-digit × 2-digit',
    '4-digit × 4-digit',
    '5-digit × 3-digit',
    '5-digit × 4-digit',
    '5-digit × 5-digit',
    '6-digit × 4-digit',
  ],
  division: [
    'exact, divisor 1 to 5',
    'exact, divisor 1 to 9',
    'exact, divisor 1 to 12',
    '1-digit quotient with a remainder, divisor 2 to 12',
    '2-digit / 1-digit, exact',
    '2-digit / 1-digit, remainder',
    '3-digit / 1-digit, exact',
    '3-digit / 1-digit, remainder',
    '3-digit / 1-digit, a zero in the quotient',
    '3-digit / 2-digit, exact',
    '3-digit / 2-digit, remainder',
    '4-digit / 1-digit',
    '4-digit / 1-digit, zeros in the quotient',
    '4-digit / 2-digit, exact',
    '4-digit / 2-digit, remainder',
    '5-digit / 1-digit, remainder',
    '5-digit / 2-digit',
    '5-digit / 2-digit, remainder',
    '5-digit / 3-digit',
    '6-digit / 3-digit',
  ],
};

const RULES_IN: Record<Language, typeof LEVEL_RULES> = { en: LEVEL_RULES, es: REGLAS_DE_NIVEL };

/** "2-digit + 1-digit, carrying": what a level asks, in words ("2 cifras + 1 cifra, llevando"). */
export function levelRule(subject: Subject, level: Level, language: Language = 'en'): string {
  const rule = RULES_IN[language][subject][level];
  if (rule === undefined) throw new RangeError(`No level ${level} in ${subject}`);
  return rule;
}
