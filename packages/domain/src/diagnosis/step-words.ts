import type { Subject } from '../arithmetic/problem';
import type { Language } from '../languages/locale';
import { BUGS, type BugId } from './catalog';
import { PASOS } from './catalog-es';

/** What people read about a step of the catalog, in their language (docs/languages.md). */

/** Every step in Spanish: TypeScript refuses a step left out. */
const SPANISH: Record<BugId, { title: string; explanation: string }> = PASOS;

const STEPS_IN: Record<Language, Record<BugId, { title: string; explanation: string }>> = {
  en: BUGS,
  es: SPANISH,
};

/**
 * A step's name and explanation in the reader's language (docs/languages.md): English as BUGS
 * has them, Spanish from catalog-es.ts.
 */
export function bugWords(
  id: BugId,
  language: Language = 'en',
): { title: string; explanation: string } {
  return STEPS_IN[language][id];
}

/**
 * What a parent reads about a bug in one subject, in the parent's language (docs/languages.md):
 * the subtraction bugs that show in long division's subtract rows say where.
 */
export function misconceptionText(
  bug: BugId,
  subject: Subject,
  language: Language = 'en',
): { title: string; explanation: string } {
  const { title, explanation } = bugWords(bug, language);
  if (subject !== 'division' || !BUGS[bug].subjects.includes('subtraction')) {
    return { title, explanation };
  }
  const rest = `${explanation.charAt(0).toLowerCase()}${explanation.slice(1)}`;
  return IN_DIVISION[language](title, rest);
}

/** A subtraction step named where it shows in long division. */
const IN_DIVISION: Record<
  Language,
  (title: string, rest: string) => { title: string; explanation: string }
> = {
  en: (title, rest) => ({
    title: `${title} (in long division)`,
    explanation: `In the subtract steps of long division: ${rest}`,
  }),
  es: (title, rest) => ({
    title: `${title} (en la división)`,
    explanation: `En los pasos de restar de la división: ${rest}`,
  }),
};
