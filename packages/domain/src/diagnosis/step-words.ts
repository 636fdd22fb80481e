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
  reader: StepReader = 'family',
): { title: string; explanation: string } {
  const words = bugWords(bug, language);
  const { title } = words;
  const explanation =
    reader === 'class' ? TO_TEACHER[language](words.explanation) : words.explanation;
  if (subject !== 'division' || !BUGS[bug].subjects.includes('subtraction')) {
    return { title, explanation };
  }
  const rest = `${explanation.charAt(0).toLowerCase()}${explanation.slice(1)}`;
  return IN_DIVISION[language](title, rest);
}

/**
 * Who reads a step's explanation: the child's family ("your child subtracts…") or the
 * teacher of its class ("the pupil subtracts…", docs/product.md "The class's mistakes").
 */
export type StepReader = 'family' | 'class';

/**
 * The explanations say "your child" (always the subject of its sentence, as a test checks);
 * a teacher reads "the pupil".
 */
const TO_TEACHER: Record<Language, (explanation: string) => string> = {
  en: (text) => text.replace(/\b([Yy])our child\b/g, (_, y) => `${y === 'Y' ? 'T' : 't'}he pupil`),
  es: (text) =>
    text.replace(
      /\b([Tt])u hijo o hija\b/g,
      (_, t) => `${t === 'T' ? 'E' : 'e'}l alumno o la alumna`,
    ),
};

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
