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
  if (language === 'es') {
    return next > MAX_LEVEL
      ? `${child} domina el nivel ${level}, el más alto.`
      : `${child} domina el nivel ${level}; el nivel ${next} pide ${levelRule(subject, next, 'es')}.`;
  }
  return next > MAX_LEVEL
    ? `${child} works level ${level} surely, the highest level.`
    : `${child} works level ${level} surely; level ${next} asks for ${levelRule(subject, next)}.`;
}
