import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRandom } from '../random';
import { ServerQuestionSchema } from '../rpc/contract';
import { operandsOf, SUBJECTS } from './problem';
import { assignmentProblems, problemFromQuestion, publicProblemSets } from './questions';
import { generateQuizProblem, quizMaximum } from './quiz';

describe('public problems', () => {
  it('hold ten questions per subject at levels 0, 4, 7 and 11', () => {
    const sets = publicProblemSets(createRandom(1));
    expect(Object.keys(sets).sort()).toEqual(
      SUBJECTS.flatMap((s) => [0, 4, 7, 11].map((l) => `${s}_${l}`)).sort(),
    );
    for (const questions of Object.values(sets)) {
      expect(questions).toHaveLength(10);
      for (const question of questions)
        expect(ServerQuestionSchema.parse(question)).toEqual(question);
    }
    expect(sets.division_7![0]).toMatchObject({ question: 1, operator: '/' });
  });

  it('round-trip: the browser works the same problem from the question', () => {
    const sets = publicProblemSets(createRandom(2));
    for (const question of Object.values(sets).flat()) {
      expect(operandsOf(problemFromQuestion(question)).map(String)).toEqual([
        question.number_0,
        question.number_1,
      ]);
    }
  });
});

describe('the simple quiz', () => {
  it('uses the ranges of seed §9', () => {
    expect(quizMaximum('addition', 1)).toBe(10);
    expect(quizMaximum('subtraction', 150)).toBe(1000);
    expect(quizMaximum('multiplication', 1)).toBe(6);
    expect(quizMaximum('division', 40)).toBe(20);
  });

  it('stays within the range and makes only valid problems', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.constantFrom(...SUBJECTS),
        fc.integer({ min: 1, max: 100 }),
        (seed, subject, level) => {
          const problem = generateQuizProblem(subject, level, createRandom(seed));
          const [a, b] = operandsOf(problem);
          const max = quizMaximum(subject, level);
          if (subject === 'division') {
            expect(b).toBeLessThanOrEqual(max);
            expect(a % b).toBe(0);
            expect(a / b).toBeLessThanOrEqual(max);
          } else {
            expect(Math.max(a, b)).toBeLessThanOrEqual(max);
          }
        },
      ),
      { numRuns: 500 },
    );
  });

  it('refuses a level outside 1-100', () => {
    expect(() => generateQuizProblem('addition', 0, createRandom(1))).toThrow(RangeError);
  });
});

describe('assignments', () => {
  const ids = (student: string, date: string) =>
    assignmentProblems(student, 'division', 7, date).map((p) => p.id);

  it('are the same all day for a student and subject', () => {
    expect(ids('s-1', '2026-11-22')).toEqual(ids('s-1', '2026-11-22'));
    expect(ids('s-1', '2026-11-22')).toHaveLength(10);
  });

  it('change with the date and differ between students', () => {
    expect(ids('s-1', '2026-11-23')).not.toEqual(ids('s-1', '2026-11-22'));
    expect(ids('s-2', '2026-11-22')).not.toEqual(ids('s-1', '2026-11-22'));
  });
});
