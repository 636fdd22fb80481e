import { describe, expect, it } from 'vitest';
import { solveAddition } from './addition';
import { solveDivision } from './division';
import { allRequiredFilled, boxId, boxLabel, expectedEntries } from './grid';
import { InvalidProblemError } from './invalid';
import { solveMultiplication } from './multiplication';
import { boxesOf, gradeProblem, solve } from './problem';
import { solveSubtraction } from './subtraction';

const ids = (subject: Parameters<typeof solve>[0], a: number, b: number) =>
  boxesOf(solve(subject, a, b)).map(boxId);

describe('worked examples', () => {
  it('47 + 38: carry from the ones into the tens', () => {
    const problem = solveAddition(47, 38);
    expect(problem.steps).toEqual([
      {
        stepNumber: 1,
        columnPosition: 0,
        digit1: 7,
        digit2: 8,
        sum: 5,
        carry: 1,
        carryReceived: 0,
      },
      {
        stepNumber: 2,
        columnPosition: 1,
        digit1: 4,
        digit2: 3,
        sum: 8,
        carry: 0,
        carryReceived: 1,
      },
    ]);
    expect(ids('addition', 47, 38)).toEqual(['sum.0', 'carry.1', 'sum.1', 'sum.2']);
    expect(boxesOf(problem).map((box) => boxLabel(box))).toEqual([
      'ones column, sum',
      'tens column, carry',
      'tens column, sum',
      'hundreds column, sum',
    ]);
  });

  it('95 + 9: the extra leading column must be 1', () => {
    const problem = solveAddition(95, 9);
    const boxes = boxesOf(problem);
    const entries = expectedEntries(boxes);
    expect(entries).toEqual(['4', '1', '0', '1']);
    expect(gradeProblem(problem, ['4', '', '0', ''], boxes)).toMatchObject({
      complete: false,
      wrong: [3],
    });
  });

  it('503 - 278: the borrow crosses the zero, which becomes 9', () => {
    const problem = solveSubtraction(503, 278);
    expect(problem.steps.map((s) => [s.borrow, s.borrowReceived, s.difference])).toEqual([
      [1, 0, 5],
      [1, 1, 2],
      [0, 1, 2],
    ]);
    const boxes = boxesOf(problem);
    expect(boxes.map(boxId).join(' ')).toBe(
      'borrow.1 difference.0 borrow.2 difference.1 difference.2',
    );
    expect(boxes.filter((b) => b.fieldType === 'borrow').map((b) => b.expected)).toEqual([9, 4]);
  });

  it('1000 - 999: leading zeros of the difference may stay blank', () => {
    const problem = solveSubtraction(1000, 999);
    const boxes = boxesOf(problem);
    const differences = boxes.filter((b) => b.fieldType === 'difference');
    expect(differences.map((b) => [b.expected, b.required, b.blankAllowed])).toEqual([
      [1, true, false],
      [0, false, true],
      [0, false, true],
      [0, false, true],
    ]);
    const entries = boxes.map((b) => (b.fieldType === 'difference' && b.position === 0 ? '1' : ''));
    expect(allRequiredFilled(boxes, entries)).toBe(true);
    expect(gradeProblem(problem, entries, boxes).complete).toBe(true);
  });

  it('305 x 24: two partial products, the second with its placeholder zero', () => {
    const problem = solveMultiplication(305, 24);
    expect(problem.partialProducts).toEqual([
      { multiplierDigit: 4, position: 0, value: 1220 },
      { multiplierDigit: 2, position: 1, value: 6100 },
    ]);
    expect(problem.product).toBe(7320);
    expect(problem.display).toBe('multi');
    const boxes = boxesOf(problem);
    const placeholder = boxes.find(
      (b) => b.fieldType === 'partial' && b.partialIndex === 1 && b.position === 0,
    )!;
    expect(placeholder).toMatchObject({ expected: 0, graded: true, required: true });
    expect(boxLabel(placeholder)).toBe('partial product 2, ones column, digit');
    // Focus: partial rows first, then the product from the ones.
    const order = boxes.map((b) => b.fieldType);
    expect(order.lastIndexOf('partial')).toBeLessThan(order.indexOf('product'));
  });

  it('23 x 40 has one partial product and a single row', () => {
    const problem = solveMultiplication(23, 40);
    expect(problem.partialProducts).toEqual([{ multiplierDigit: 4, position: 1, value: 920 }]);
    expect(problem.display).toBe('single');
    expect(problem.difficulty).toBe('medium');
  });

  it('multiplication difficulty maps 1-3 easy, 4-7 medium, 8-10 hard', () => {
    expect(solveMultiplication(3, 2)).toMatchObject({ difficultyScore: 1, difficulty: 'easy' });
    expect(solveMultiplication(123456, 7891)).toMatchObject({
      difficultyScore: 10,
      difficulty: 'hard',
    });
  });

  it('476 / 6: long division step by step, with the remainder', () => {
    const problem = solveDivision(476, 6);
    expect(problem).toMatchObject({ quotient: 79, remainder: 2 });
    expect(problem.steps).toEqual([
      {
        stepNumber: 1,
        dividendPart: 47,
        quotientDigit: 7,
        multiply: 42,
        subtract: 5,
        bringDown: 6,
        column: 1,
      },
      { stepNumber: 2, dividendPart: 56, quotientDigit: 9, multiply: 54, subtract: 2, column: 0 },
    ]);
    const boxes = boxesOf(problem);
    expect(boxes.map(boxId).join(' ')).toBe(
      'quotient.s1.1 multiply.s1.1 multiply.s1.0 subtract.s1.0 bringDown.s1.0 quotient.s2.0 multiply.s2.1 multiply.s2.0 subtract.s2.0',
    );
    expect(boxLabel(boxes[1]!)).toBe('step 1, multiply, hundreds');
    expect(boxLabel(boxes[4]!)).toBe('step 1, bring down, ones');
  });

  it('412 / 4: a zero in the quotient is a step of its own', () => {
    const problem = solveDivision(412, 4);
    expect(problem.steps.map((s) => s.quotientDigit)).toEqual([1, 0, 3]);
    expect(problem.quotient).toBe(103);
  });
});

describe('problems that cannot be worked are refused', () => {
  it.each([
    ['a divisor of 0', () => solveDivision(12, 0)],
    ['a divisor larger than the dividend', () => solveDivision(12, 13)],
    ['a divisor that is not a number', () => solveDivision(12, Number.NaN)],
    ['a divisor that is not whole', () => solveDivision(12, 2.5)],
    ['a negative difference', () => solveSubtraction(3, 7)],
  ])('%s', (_name, work) => {
    expect(work).toThrow(InvalidProblemError);
  });

  it('accepts a divisor equal to the dividend', () => {
    expect(solveDivision(7, 7)).toMatchObject({ quotient: 1, remainder: 0 });
  });
});
