import { describe, expect, it } from 'vitest';
import { BUG_IDS, BUGS } from '../diagnosis/catalog';
import { bugWords } from '../diagnosis/step-words';
import { levelRule } from './level-rules';
import { SUBJECTS } from './problem';

// Parents read these on the report card and in the weekly e-mail: a times sign, not a letter.
const LETTER_TIMES = /\d(-digit)? x \d/;

describe('the words parents read for levels and mistakes', () => {
  it('write multiplication with ×, never the letter x', () => {
    for (const subject of SUBJECTS) {
      for (let level = 0; level <= 19; level++) {
        expect(levelRule(subject, level as never)).not.toMatch(LETTER_TIMES);
      }
    }
    expect(levelRule('multiplication', 19 as never)).toBe('6-digit × 4-digit');
    for (const each of Object.values(BUGS)) {
      expect(JSON.stringify(each)).not.toMatch(LETTER_TIMES);
    }
  });
});

describe('the levels in Spanish', () => {
  it('name every level of every subject, with the same signs and figures as the English', () => {
    for (const subject of SUBJECTS) {
      for (let level = 0; level <= 19; level++) {
        const english = levelRule(subject, level as never);
        const spanish = levelRule(subject, level as never, 'es');
        expect(spanish).not.toMatch(/digit|carry|borrow|remainder|exact,|tables/);
        // The same problem sizes and signs: a level is not mistranslated into another.
        const marks = (rule: string) => rule.match(/\d+|[+−×/]/g);
        expect(marks(spanish), `${subject} ${level}`).toEqual(marks(english));
      }
    }
  });
});

describe('the catalogued steps in Spanish', () => {
  it('name and explain every step with the same example as the English', () => {
    for (const id of BUG_IDS) {
      const english = bugWords(id);
      const spanish = bugWords(id, 'es');
      expect(spanish.title).not.toBe(english.title);
      expect(spanish.explanation).not.toMatch(/\b(your child|the missing idea|becomes)\b/i);
      const figures = (text: string) => text.match(/\d+/g);
      expect(figures(spanish.explanation), id).toEqual(figures(english.explanation));
    }
  });
});
