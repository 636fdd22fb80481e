import { DAY_NAMES } from '@mathsteps/domain';
import { describe, expect, it } from 'vitest';
import { gradeText, weekday, weekInOrder } from './domain-words';

const letters = (locale: string) =>
  weekInOrder(locale).map((day) => weekday(locale, DAY_NAMES[day], 'narrow').toUpperCase());

describe('a week as its reader writes it (weekInOrder, weekday)', () => {
  it('starts on Sunday in the United States and on Monday in Spain, with X for miércoles', () => {
    expect(weekInOrder('en-US')[0]).toBe('s');
    expect(letters('en-US').join(' ')).toBe('S M T W T F S');
    expect(weekInOrder('es-ES')[0]).toBe('m');
    expect(letters('es-ES').join(' ')).toBe('L M X J V S D');
  });

  it('holds every day once, whatever the locale', () => {
    for (const locale of ['en-US', 'es-419', 'es-ES']) {
      expect([...weekInOrder(locale)].sort()).toEqual(Object.keys(DAY_NAMES).sort());
    }
  });
});

describe('a grade as the reader’s schools give it (gradeText)', () => {
  it('is the letter in English and a mark out of ten in Spanish', () => {
    expect(gradeText('en-US', 85, 'B')).toBe('B');
    expect(gradeText('es-419', 85, 'B')).toBe('8.5');
    expect(gradeText('es-ES', '85', 'B')).toBe('8,5');
    expect(gradeText('es-ES', 100, 'A')).toBe('10');
  });

  it('is a dash where there is no work to grade', () => {
    expect(gradeText('en-US', 0, '')).toBe('–');
    expect(gradeText('es-ES', 0, '')).toBe('–');
  });
});
