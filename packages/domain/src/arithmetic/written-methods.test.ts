import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { diagnose } from '../diagnosis/diagnose';
import { showMeHow } from '../explain/show-me-how';
import { boxFact, boxFactDigit } from '../fluency/box-facts';
import { createRandom } from '../random';
import { generateProblem, MAX_LEVEL } from './curriculum';
import { equalAdditions } from './equal-additions';
import { boxId, expectedEntries, gradeBoxes } from './grid';
import { paperPath } from './paper-path';
import { boxesOf, factOf, gradeProblem, inSchoolMethod, type Problem, solve } from './problem';
import { DEFAULT_SCHOOL_METHOD, type SchoolMethod, schoolMethodOf } from './school-method';

/**
 * The written methods of Spanish-speaking schools as grids a child types in
 * (docs/written-methods.md): subtraction by equal additions and long division with the divisor on
 * the right, at every level, held to the borrowing and bracket grids they stand beside.
 */
const EQUAL_ADDITIONS: SchoolMethod = { ...DEFAULT_SCHOOL_METHOD, subtraction: 'equal-additions' };
const DIVISOR_RIGHT: SchoolMethod = { ...DEFAULT_SCHOOL_METHOD, division: 'divisor-right' };

const atLevel = (subject: 'subtraction' | 'division') =>
  fc
    .record({ level: fc.integer({ min: 0, max: MAX_LEVEL }), seed: fc.integer() })
    .map(({ level, seed }) => ({
      level,
      problem: generateProblem(subject, level, createRandom(seed)),
    }));

/** The graded boxes by id with their digit, the typing chain by id. */
function answerGrid(problem: Problem, level: number) {
  const boxes = boxesOf(problem);
  const { chain, shown } = paperPath(problem, boxes, level);
  return {
    graded: boxes.filter((box) => box.graded).map((box) => `${boxId(box)}=${box.expected}`),
    chain: chain.map((index) => boxId(boxes[index]!)),
    shownGraded: boxes.filter((box, i) => box.graded && shown[i]).map(boxId),
  };
}

/** Every box's id and the digit a right grid holds. */
const rightGrid = (problem: Problem) => {
  const boxes = boxesOf(problem);
  const right = expectedEntries(boxes);
  return Object.fromEntries(boxes.map((box, index) => [boxId(box), right[index]!]));
};

describe('subtraction by equal additions', () => {
  it('has the borrowing grid’s answer boxes, typed in the same order, at every level', () => {
    fc.assert(
      fc.property(atLevel('subtraction'), ({ level, problem }) => {
        const equal = inSchoolMethod(problem, EQUAL_ADDITIONS);
        expect(answerGrid(equal, level)).toEqual(answerGrid(problem, level));
        expect(gradeProblem(equal, expectedEntries(boxesOf(equal))).complete).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('notes a ten added where the top digit is too small, and its one paid back on the next column', () => {
    fc.assert(
      fc.property(atLevel('subtraction'), ({ problem }) => {
        const equal = inSchoolMethod(problem, EQUAL_ADDITIONS);
        // A fact (12 − 3) is typed as written, with no columns to work.
        if (factOf(equal) || equal.subject !== 'subtraction') return;
        const columns = equalAdditions(equal);
        const grid = rightGrid(equal);
        for (const column of columns.slice(0, -1)) {
          expect(grid[`tenAdded.${column.column}`]).toBe(column.tenAdded ? '1' : '');
          expect(grid[`payBack.${column.column + 1}`]).toBe(column.tenAdded ? '1' : '');
        }
        // No borrow box: the top digits never change.
        expect(Object.keys(grid).some((id) => id.startsWith('borrow'))).toBe(false);
        // The scratch boxes are never graded: a child may leave them empty.
        const boxes = boxesOf(equal);
        const bare = expectedEntries(boxes).map((digit, i) => (boxes[i]!.graded ? digit : ''));
        expect(gradeBoxes(boxes, bare, () => true).complete).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('52 − 27: the grid a child in Spain writes', () => {
    const problem = inSchoolMethod(solve('subtraction', 52, 27), EQUAL_ADDITIONS);
    expect(rightGrid(problem)).toEqual({
      'tenAdded.0': '1',
      'payBack.1': '1',
      'difference.0': '5',
      'difference.1': '2',
    });
  });

  it('"Show me how" says the ten added and the one paid back, with the column’s numbers', () => {
    const problem = inSchoolMethod(solve('subtraction', 64, 28), EQUAL_ADDITIONS);
    const boxes = boxesOf(problem);
    const entries = expectedEntries(boxes);
    const at = (id: string) => boxes.findIndex((box) => boxId(box) === id);
    expect(showMeHow(problem, boxes, entries, at('difference.0')).text).toBe(
      'Ones column: 4 is smaller than 8, so add ten to the top: 14 − 8 = 6. Pay the ten back: 1 more on the next digit below.',
    );
    expect(showMeHow(problem, boxes, entries, at('difference.1')).text).toBe(
      'Tens column: the 1 paid back makes the bottom 2 a 3. 6 − 3 = 3.',
    );
    // A child who forgot to pay back wrote 4 in the tens: told so, kindly.
    const forgot = entries.map((digit, i) => (i === at('difference.1') ? '4' : digit));
    const told = showMeHow(problem, boxes, forgot, at('difference.1'));
    expect(told.misconception).toBe('payback-forgotten');
    expect(told.text).toMatch(/^Ten was added on the right, so it is paid back here/);
  });

  it('times each column as the fact the child works out: 14 − 8, then 6 − 3', () => {
    const problem = inSchoolMethod(solve('subtraction', 64, 28), EQUAL_ADDITIONS);
    const facts = boxesOf(problem)
      .filter((box) => box.graded)
      .map((box) => boxFact(problem, box));
    expect(facts.map((each) => each && `${each.fact.a} − ${each.fact.b}`)).toEqual([
      '14 − 8',
      '6 − 3',
    ]);
    fc.assert(
      fc.property(atLevel('subtraction'), ({ problem: drawn }) => {
        const equal = inSchoolMethod(drawn, EQUAL_ADDITIONS);
        for (const box of boxesOf(equal)) {
          const fact = boxFact(equal, box);
          if (fact) expect(boxFactDigit(fact)).toBe(box.expected);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('names the method’s own mistake, not borrowing’s, for the same wrong answer', () => {
    const borrowing = solve('subtraction', 64, 28);
    const equal = inSchoolMethod(borrowing, EQUAL_ADDITIONS);
    const bugs = (problem: Problem, entries?: Record<string, string>) =>
      diagnose(problem, '46', entries).flatMap((each) => each.bugs);
    expect(bugs(borrowing)).toContain('borrow-no-decrement');
    expect(bugs(borrowing)).not.toContain('payback-forgotten');
    expect(bugs(equal)).toContain('payback-forgotten');
    expect(bugs(equal)).not.toContain('borrow-no-decrement');
    // The ten noted on top and no one paid back: the grid says which.
    const grid = { 'tenAdded.0': '1', 'payBack.1': '', 'difference.0': '6', 'difference.1': '4' };
    expect(diagnose(equal, '46', grid)).toEqual([
      { bugs: ['payback-forgotten'], boxes: ['payBack.1', 'difference.1'] },
    ]);
  });
});

describe('long division with the divisor on the right', () => {
  it('has the bracket’s boxes, digits and typing order at every level', () => {
    fc.assert(
      fc.property(atLevel('division'), ({ level, problem }) => {
        const right = inSchoolMethod(problem, DIVISOR_RIGHT);
        expect(right.subject === 'division' && right.method).toBe('divisor-right');
        expect(boxesOf(right)).toEqual(boxesOf(problem));
        expect(answerGrid(right, level)).toEqual(answerGrid(problem, level));
        const boxes = boxesOf(right);
        expect(gradeProblem(right, expectedEntries(boxes)).complete).toBe(true);
        // A wrong quotient digit is wrong in either drawing.
        const quotient = boxes.findIndex((box) => box.fieldType === 'quotient');
        const wrong = expectedEntries(boxes).map((digit, i) =>
          i === quotient ? String(((boxes[i]!.expected ?? 0) + 1) % 10) : digit,
        );
        expect(gradeProblem(right, wrong).wrong).toEqual(gradeProblem(problem, wrong).wrong);
      }),
      { numRuns: 300 },
    );
  });

  it('is diagnosed as the bracket is: a zero left out of the answer', () => {
    const right = inSchoolMethod(solve('division', 408, 4), DIVISOR_RIGHT);
    expect(diagnose(right, '12').flatMap((each) => each.bugs)).toContain(
      'missing-zero-in-quotient',
    );
  });
});

describe('a child’s methods', () => {
  it('are the parent’s choice, else the usual ones of the child’s language', () => {
    expect(schoolMethodOf({}, '')).toEqual(DEFAULT_SCHOOL_METHOD);
    expect(schoolMethodOf({}, 'es-ES')).toEqual({
      subtraction: 'equal-additions',
      division: 'divisor-right',
    });
    // Mexico's and US schools' "casita".
    expect(schoolMethodOf({}, 'es-419')).toEqual({
      subtraction: 'regrouping',
      division: 'bracket',
    });
    expect(schoolMethodOf({ division: 'bracket', subtraction: null }, 'es-ES')).toEqual({
      subtraction: 'equal-additions',
      division: 'bracket',
    });
    expect(schoolMethodOf({ subtraction: 'nonsense' }, 'en-US')).toEqual(DEFAULT_SCHOOL_METHOD);
  });

  it('a problem written in one method and back is the problem it was', () => {
    const problem = solve('subtraction', 503, 278);
    expect(inSchoolMethod(inSchoolMethod(problem, EQUAL_ADDITIONS), DEFAULT_SCHOOL_METHOD)).toEqual(
      problem,
    );
  });
});
