import { describe, expect, it } from 'vitest';
import { MAX_LEVEL } from '../arithmetic/curriculum';
import { answerOf, SUBJECTS } from '../arithmetic/problem';
import { buggyWorks } from '../diagnosis/procedures';
import { WORKSHEET_PROBLEMS, worksheet, worksheetCode, worksheetOfCode } from './worksheet';

describe('worksheets', () => {
  it('every subject and level: ten different problems of the level, keyed with their answers, the same for the same seed', () => {
    for (const subject of SUBJECTS) {
      for (let level = 0; level <= MAX_LEVEL; level++) {
        const sheet = worksheet({ subject, level, seed: `${subject}-${level}` });
        expect(sheet.problems).toHaveLength(WORKSHEET_PROBLEMS);
        expect(sheet.problems.every((problem) => problem.subject === subject)).toBe(true);
        expect(sheet.key).toEqual(
          sheet.problems.map((problem) =>
            problem.subject === 'division' && problem.remainder > 0
              ? `${answerOf(problem)} r ${problem.remainder}`
              : String(answerOf(problem)),
          ),
        );
        expect(worksheet({ subject, level, seed: `${subject}-${level}` })).toEqual(sheet);
      }
    }
  });

  it('a step’s worksheet: ten problems the bug answers wrongly', () => {
    const sheet = worksheet({
      subject: 'subtraction',
      level: 8,
      seed: 's',
      bug: 'borrow-across-zero',
    });
    for (const problem of sheet.problems) {
      const [work] = buggyWorks(problem, new Set(['borrow-across-zero']));
      expect(work?.answer).not.toBe(answerOf(problem));
    }
  });

  it('keeps a level sent from outside within the curriculum', () => {
    expect(worksheet({ subject: 'addition', level: 99, seed: 'x' }).level).toBe(MAX_LEVEL);
    expect(worksheet({ subject: 'addition', level: -3, seed: 'x' }).level).toBe(0);
  });

  it('names its choice in a short code that gives the same ten back, and refuses a code that names none', () => {
    const choice = {
      subject: 'subtraction' as const,
      level: 8,
      seed: 'k2x9',
      bug: 'borrow-across-zero' as const,
    };
    expect(worksheetCode(choice)).toBe('subtraction.8.k2x9.borrow-across-zero');
    expect(worksheetOfCode(worksheetCode(choice))).toEqual(choice);
    expect(worksheetOfCode('addition.0.abc')).toEqual({
      subject: 'addition',
      level: 0,
      seed: 'abc',
    });
    for (const bad of [
      null,
      '',
      'addition',
      'addition.20.abc',
      'addition.1.5.x',
      'sums.1.abc',
      'addition.1.ABC',
      'addition.1.abc.nope',
      'addition.1.abc.carry-dropped.x',
      // A bug of another subject, a seed the address cannot carry.
      'addition.1.abc.smaller-from-larger',
      'addition.1.pages-7',
    ]) {
      expect(worksheetOfCode(bad), String(bad)).toBeNull();
    }
  });
});
