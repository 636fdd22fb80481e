import { MAX_LEVEL } from '../arithmetic/curriculum';
import { levelRule } from '../arithmetic/level-rules';
import type { Subject } from '../arithmetic/problem';
import type { Language } from '../languages/locale';

/**
 * What a parent reads of a placement (docs/product.md "Finding the level"): the level found,
 * and why, in a sentence: "Sam works level 11 surely; level 12 is 4-digit + 4-digit."
 */
export function placementWords(
  child: string,
  subject: Subject,
  level: number,
  language: Language = 'en',
): string {
  const next = level + 1;
  const words = PLACED[language];
  return next > MAX_LEVEL
    ? words.highest(child, level)
    : words.next(child, level, next, levelRule(subject, next, language));
}

const PLACED: Record<
  Language,
  {
    highest: (child: string, level: number) => string;
    next: (child: string, level: number, next: number, asks: string) => string;
  }
> = {
  en: {
    highest: (child, level) => `${child} works level ${level} surely, the highest level.`,
    next: (child, level, next, asks) =>
      `${child} works level ${level} surely; level ${next} asks for ${asks}.`,
  },
  es: {
    highest: (child, level) => `${child} domina el nivel ${level}, el más alto.`,
    next: (child, level, next, asks) =>
      `${child} domina el nivel ${level}; el nivel ${next} pide ${asks}.`,
  },
};
