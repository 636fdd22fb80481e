import { describe, expect, it } from 'vitest';
import { MAX_LEVEL } from '../arithmetic/curriculum';
import { answerOf, SUBJECTS } from '../arithmetic/problem';
import { buggyWorks } from '../diagnosis/procedures';
import { WORKSHEET_PROBLEMS, worksheet } from './worksheet';

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
});
