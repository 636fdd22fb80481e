import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRandom } from '../random';
import { ServerQuestionSchema } from '../rpc/contract';
import { levelSpec } from './curriculum';
import { operandsOf, SUBJECTS, type Subject } from './problem';
import {
  assignmentProblems,
  PUBLIC_POOL_RENEWAL_MS,
  PUBLIC_POOL_SIZE,
  PublicProblems,
  problemFromQuestion,
  type ServerQuestion,
} from './questions';
import { generateQuizProblem, quizMaximum } from './quiz';

describe('public problems', () => {
  it('hold ten questions per subject at levels 0, 4, 7 and 11', () => {
    const sets = new PublicProblems(createRandom(1)).sets();
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
    const sets = new PublicProblems(createRandom(2)).sets();
    for (const question of Object.values(sets).flat()) {
      expect(operandsOf(problemFromQuestion(question)).map(String)).toEqual([
        question.number_0,
        question.number_1,
      ]);
    }
  });
});

describe('the pool of public problems', () => {
  const key = (question: ServerQuestion) => `${question.number_0} ${question.number_1}`;

  it('draws ten different problems of the level every time', () => {
    const problems = new PublicProblems(createRandom(3));
    for (let round = 0; round < 50; round++) {
      for (const [name, questions] of Object.entries(problems.sets(12))) {
        const [subject] = name.split('_') as [Subject];
        expect(new Set(questions.map(key)).size).toBe(10);
        for (const question of questions) {
          expect(levelSpec(subject, 12).accepts(problemFromQuestion(question) as never)).toBe(true);
        }
      }
    }
  });

  it('is renewed with time: a visitor who comes back meets problems never shown before', () => {
    let now = 0;
    const problems = new PublicProblems(createRandom(4), () => now);
    const shownIn = (seconds: number) => {
      const shown = new Set<string>();
      for (let round = 0; round < 200; round++) {
        for (const question of problems.sets(15).addition_15!) shown.add(key(question));
        now += (seconds * 1000) / 200;
      }
      return shown;
    };
    // A burst in one instant draws from the one pool; over three minutes it is renewed
    // three times (a fixed pool could never show more than its size).
    expect(shownIn(0).size).toBeLessThanOrEqual(PUBLIC_POOL_SIZE);
    const later = shownIn((3 * PUBLIC_POOL_RENEWAL_MS) / 1000);
    expect(later.size).toBeGreaterThan(2 * PUBLIC_POOL_SIZE);
  });

  it('after a quiet while, is a whole new pool', () => {
    let now = 0;
    const problems = new PublicProblems(createRandom(6), () => now);
    const before = new Set<string>();
    for (let round = 0; round < 100; round++) {
      for (const question of problems.sets(15).multiplication_15!) before.add(key(question));
    }
    now += 10 * PUBLIC_POOL_RENEWAL_MS;
    const after = problems.sets(15).multiplication_15!.map(key);
    // Level 15 has products enough: a problem met again comes from chance, not the old pool.
    expect(after.filter((question) => before.has(question)).length).toBeLessThan(3);
  });

  it('still gives ten problems at a level with few of them', () => {
    const problems = new PublicProblems(createRandom(5));
    for (let round = 0; round < 20; round++) {
      expect(problems.sets(0).addition_0).toHaveLength(10);
    }
  });
});

describe('the simple quiz', () => {
  it('uses the ranges of docs/product.md', () => {
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
