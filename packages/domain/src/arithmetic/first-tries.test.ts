import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Level, MAX_LEVEL } from './curriculum';
import {
  EMPTY_BOX,
  firstTryErrors,
  firstTryOf,
  gradeFirstTries,
  problemsFromText,
  problemsToText,
} from './first-tries';
import { boxId, expectedEntries } from './grid';
import { boxesOf, gradeProblem, inSchoolMethod, SUBJECTS, solve } from './problem';
import { assignmentProblems } from './questions';
import { DIVISION_METHODS, SUBTRACTION_METHODS } from './school-method';

/** Box id to digit, as the grid holds a correct solution. */
const rightEntries = (problem: Parameters<typeof boxesOf>[0]) => {
  const boxes = boxesOf(problem);
  const expected = expectedEntries(boxes);
  return Object.fromEntries(boxes.map((box, index) => [boxId(box), expected[index]!]));
};

const sets = fc.record({
  subject: fc.constantFrom(...SUBJECTS),
  level: fc.integer({ min: 0, max: MAX_LEVEL }),
  date: fc.constantFrom('2026-11-23', '2026-11-24', '2027-02-28'),
  round: fc.integer({ min: 0, max: 3 }),
});

describe('first tries graded on the server (decision 0012)', () => {
  it('grade a grid written in the school’s method as the server’s method-free problem', () => {
    const methods = fc.record({
      subtraction: fc.constantFrom(...SUBTRACTION_METHODS),
      division: fc.constantFrom(...DIVISION_METHODS),
    });
    fc.assert(
      fc.property(sets, methods, fc.integer({ min: 0, max: 9 }), (set, method, wrongAt) => {
        const sent = assignmentProblems(
          's-1',
          set.subject,
          set.level as Level,
          set.date,
          set.round,
        );
        const drawn = sent.map((problem) => inSchoolMethod(problem, method));
        const right = drawn.map((problem) => firstTryOf(problem, rightEntries(problem)));
        expect(firstTryErrors(sent, right)).toBe(0);
        const problem = drawn[wrongAt]!;
        const entries = rightEntries(problem);
        const box = boxesOf(problem).find((each) => each.graded && each.expected !== null)!;
        entries[boxId(box)] = String((box.expected! + 1) % 10);
        const wrong = right.with(wrongAt, firstTryOf(problem, entries));
        const graded = gradeProblem(
          problem,
          boxesOf(problem).map((one) => entries[boxId(one)] ?? ''),
        );
        expect(firstTryErrors(sent, wrong)).toBe(graded.complete ? 0 : 1);
      }),
      { numRuns: 100 },
    );
  });

  it('count no error for a set solved right and one per problem with a wrong deciding box, at every subject and level', () => {
    fc.assert(
      fc.property(
        sets,
        fc.integer({ min: 0, max: 9 }),
        ({ subject, level, date, round }, wrongAt) => {
          const problems = assignmentProblems('s-1', subject, level as Level, date, round);
          const right = problems.map((problem) => firstTryOf(problem, rightEntries(problem)));
          expect(firstTryErrors(problems, right)).toBe(0);
          expect(firstTryErrors(problems.slice(0, 5), right.slice(0, 5))).toBe(0);

          // One box changed: an error exactly when the grid grades it so.
          const problem = problems[wrongAt]!;
          const boxes = boxesOf(problem);
          const entries = rightEntries(problem);
          const decisive = boxes.findIndex((box) => box.graded && box.expected !== null);
          const box = boxes[decisive]!;
          entries[boxId(box)] = String((box.expected! + 1) % 10);
          const tries = right.with(wrongAt, firstTryOf(problem, entries));
          const graded = gradeProblem(
            problem,
            boxes.map((one) => entries[boxId(one)] ?? ''),
          );
          expect(firstTryErrors(problems, tries)).toBe(graded.complete ? 0 : 1);

          // Every box empty: wrong.
          const blank = right.with(wrongAt, { ...right[wrongAt]!, entries: '' });
          expect(firstTryErrors(problems, blank)).toBe(1);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('refuse tries of problems other than these, in another order, or more of them', () => {
    fc.assert(
      fc.property(sets, ({ subject, level, date, round }) => {
        const problems = assignmentProblems('s-1', subject, level as Level, date, round);
        const right = problems.map((problem) => firstTryOf(problem, rightEntries(problem)));
        const other = assignmentProblems('s-1', subject, level as Level, date, round + 1);
        const otherTries = other.map((problem) => firstTryOf(problem, rightEntries(problem)));
        const same = (a: typeof right, b: typeof right) => JSON.stringify(a) === JSON.stringify(b);
        // (Small levels may draw one problem twice: only a set that differs can be refused.)
        if (!same(otherTries, right)) expect(firstTryErrors(problems, otherTries)).toBeUndefined();
        const reversed = [...right].reverse();
        if (!same(reversed, right)) expect(firstTryErrors(problems, reversed)).toBeUndefined();
        expect(firstTryErrors(problems.slice(0, 5), right)).toBeUndefined();
        expect(firstTryErrors(problems, [])).toBeUndefined();
      }),
      { numRuns: 100 },
    );
  });

  it('write an empty box as _, one character per box in the order of the grid', () => {
    const [problem] = assignmentProblems('s-1', 'addition', 7, '2026-11-23');
    const tried = firstTryOf(problem!, {});
    expect(tried.entries).toBe(EMPTY_BOX.repeat(boxesOf(problem!).length));
  });
});

describe('the right first tries kept for the evidence rule', () => {
  it('are the problems answered right, kept as text and read back', () => {
    const problems = [solve('subtraction', 53, 27), solve('subtraction', 90, 26)];
    const tries = [
      firstTryOf(problems[0]!, rightEntries(problems[0]!)),
      { ...firstTryOf(problems[1]!, {}) },
    ];
    const graded = gradeFirstTries(problems, tries)!;
    expect(graded.errors).toBe(1);
    expect(graded.right.map((problem) => problem.id)).toEqual([problems[0]!.id]);
    expect(problemsToText(problems)).toBe('53-27,90-26');
    expect(problemsFromText('subtraction', '53-27,90-26').map((problem) => problem.id)).toEqual(
      problems.map((problem) => problem.id),
    );
    // What does not read (or is no problem of the subject) is left out.
    expect(problemsFromText('subtraction', '')).toEqual([]);
    expect(problemsFromText('subtraction', '12-40,x-1,7-3').map((p) => p.id)).toEqual([
      solve('subtraction', 7, 3).id,
    ]);
  });
});
