import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRandom } from '../random';
import { additionCarries } from './addition';
import { generateProblem, LEVELS, levelSpec } from './curriculum';
import { boxId, expectedEntries, isBoxCorrect } from './grid';
import { multiplicationCarries } from './multiplication';
import { paperPath } from './paper-path';
import { boxesOf, gradeProblem, type Problem, SUBJECTS, solve } from './problem';
import { subtractionBorrows } from './subtraction';

/** The chain and the boxes drawn, by box id, for a problem at a level. */
function pathOf(problem: Problem, level?: number) {
  const boxes = boxesOf(problem);
  const { shown, chain } = paperPath(problem, boxes, level);
  return {
    chain: chain.map((index) => boxId(boxes[index]!)),
    shown: boxes.flatMap((box, index) => (shown[index] ? [boxId(box)] : [])),
  };
}

describe('the typing chain follows the paper', () => {
  it('addition: the answer digits from the ones, no carry boxes at a "no carrying" level', () => {
    expect(pathOf(solve('addition', 45, 32), 4)).toEqual({
      chain: ['sum.0', 'sum.1'],
      shown: ['sum.0', 'sum.1'],
    });
    // 14 + 5 at level 2: no hundreds box.
    expect(pathOf(solve('addition', 14, 5), 2)).toEqual({
      chain: ['sum.0', 'sum.1'],
      shown: ['sum.0', 'sum.1'],
    });
  });

  it('a one-fact problem is typed as the number is written, highest place first', () => {
    expect(pathOf(solve('addition', 7, 5), 1)).toEqual({
      chain: ['sum.1', 'sum.0'],
      shown: ['sum.1', 'sum.0'],
    });
    expect(pathOf(solve('multiplication', 12, 12), 3).chain).toEqual([
      'product.2',
      'product.1',
      'product.0',
    ]);
    expect(pathOf(solve('division', 56, 7), 1).chain).toEqual(['quotient.1', 'quotient.0']);
    // 23 x 4 is column work: ones first.
    expect(pathOf(solve('multiplication', 23, 4), 5).chain[0]).toBe('product.0');
  });

  it('addition with carrying: carries shown but not typed into, the extra column typed', () => {
    expect(pathOf(solve('addition', 58, 67), 5)).toEqual({
      chain: ['sum.0', 'sum.1', 'sum.2'],
      shown: ['sum.0', 'carry.1', 'sum.1', 'sum.2'],
    });
  });

  it('subtraction: difference digits from the ones; borrow boxes only where borrowing happens', () => {
    expect(pathOf(solve('subtraction', 89, 86), 4).chain).toEqual(['difference.0', 'difference.1']);
    expect(pathOf(solve('subtraction', 89, 86), 4).shown).not.toContain('borrow.1');
    expect(pathOf(solve('subtraction', 52, 27), 6)).toEqual({
      chain: ['difference.0', 'difference.1'],
      shown: ['borrow.1', 'difference.0', 'difference.1'],
    });
  });

  it('multiplication: each partial row from the ones, then the product from the ones', () => {
    const { chain, shown } = pathOf(solve('multiplication', 23, 14), 6);
    expect(chain).toEqual([
      'partial.r0.0',
      'partial.r0.1',
      // 92 and 230: the spare leading box of each row is skipped, the product's is last.
      'partial.r1.0',
      'partial.r1.1',
      'partial.r1.2',
      'product.0',
      'product.1',
      'product.2',
      'product.3',
    ]);
    expect(shown).toContain('carry.r0.1');
    expect(shown).toContain('partial.r0.2');
  });

  it('division: step by step in the grid’s own order, quotient, multiply, subtract, bring down', () => {
    // The grid's order of 476 / 6 is spelled out in examples.test.ts.
    const problem = solve('division', 476, 6);
    expect(pathOf(problem, 7).chain).toEqual(boxesOf(problem).map(boxId));
  });

  it('without a level every box is drawn', () => {
    const problem = solve('addition', 14, 2);
    expect(pathOf(problem).shown).toEqual(boxesOf(problem).map(boxId));
  });
});

describe.each(SUBJECTS)('%s at every level', (subject) => {
  it('a box left out is right when blank, and typing the chain alone solves the problem', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 0, max: LEVELS - 1 }), (seed, level) => {
        const problem = generateProblem(subject, level, createRandom(seed));
        const boxes = boxesOf(problem);
        const { shown, chain } = paperPath(problem, boxes, level);
        const right = expectedEntries(boxes);
        const typed = boxes.map((_, index) => (chain.includes(index) ? right[index]! : ''));
        boxes.forEach((box, index) => {
          if (!shown[index] && !isBoxCorrect(box, '')) {
            throw new Error(`${problem.id} at level ${level}: ${boxId(box)} is needed`);
          }
          if (box.required && !chain.includes(index)) {
            throw new Error(`${problem.id}: required ${boxId(box)} is not in the chain`);
          }
        });
        expect(gradeProblem(problem, typed, boxes).complete).toBe(true);
      }),
      { numRuns: 400 },
    );
  });
});

/** The carries or borrows a problem needs (a division's are not counted here). */
const regroupings = (problem: Problem): number =>
  problem.subject === 'addition'
    ? additionCarries(problem)
    : problem.subject === 'subtraction'
      ? subtractionBorrows(problem)
      : problem.subject === 'multiplication'
        ? multiplicationCarries(problem)
        : 0;

describe.each(['addition', 'subtraction', 'multiplication'] as const)(
  '%s: the levels that leave out scratch boxes',
  (subject) => {
    it.each(Array.from({ length: LEVELS }, (_, level) => level))('level %i', (level) => {
      const spec = levelSpec(subject, level);
      const problems = Array.from({ length: 300 }, (_, seed) =>
        generateProblem(subject, level, createRandom(seed)),
      );
      const regrouping = problems.filter((problem) => regroupings(problem) > 0).length;
      const hasScratch = problems.some((problem) => boxesOf(problem).some((box) => !box.graded));
      if (!spec.regroups) expect(regrouping, 'no problem may carry or borrow').toBe(0);
      // A level that says it regroups, and has scratch boxes, really does.
      else if (hasScratch) expect(regrouping).toBeGreaterThan(0);
    });
  },
);
