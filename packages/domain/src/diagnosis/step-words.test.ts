import { describe, expect, it } from 'vitest';
import { SUBJECTS } from '../arithmetic/problem';
import type { Language } from '../languages/locale';
import { bugsOf } from './bugs-of';
import { misconceptionText } from './step-words';

const LANGUAGES: Language[] = ['en', 'es'];

describe('a step’s words for the teacher of the class', () => {
  const every = SUBJECTS.flatMap((subject) =>
    bugsOf(subject).flatMap((bug) => LANGUAGES.map((language) => ({ bug, subject, language }))),
  );

  it('say "the pupil" where the family reads "your child", and nothing else changes', () => {
    for (const { bug, subject, language } of every) {
      const family = misconceptionText(bug, subject, language);
      const teacher = misconceptionText(bug, subject, language, 'class');
      expect(teacher.title).toBe(family.title);
      expect(teacher.explanation).not.toMatch(/your child|hijo/i);
      // The family's words always name the child as its sentence's subject, never after a
      // preposition ("a tu hijo" would become "a el alumno").
      expect(family.explanation).not.toMatch(/\b(a|de|para|con|to|for|with) (your child|tu hijo)/i);
      expect(teacher.explanation.replace(/[Tt]he pupil|[Ee]l alumno o la alumna/g, 'X')).toBe(
        family.explanation.replace(/[Yy]our child|[Tt]u hijo o hija/g, 'X'),
      );
    }
    expect(
      misconceptionText('smaller-from-larger', 'subtraction', 'en', 'class').explanation,
    ).toMatch(/^In a column where the top digit is smaller, the pupil subtracts/);
    expect(
      misconceptionText('borrow-no-decrement', 'subtraction', 'es', 'class').explanation,
    ).toMatch(/^El alumno o la alumna pide diez/);
  });
});
