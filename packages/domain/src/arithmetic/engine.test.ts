import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRandom } from '../random';
import { forEachOneDigitWrong } from '../test-support/one-digit-wrong';
import type { AdditionProblem } from './addition';
import {
  CURRICULUM,
  difficultyKey,
  generateProblem,
  generateProblems,
  LEVELS,
  levelSpec,
} from './curriculum';
import type { DivisionProblem } from './division';
import { allRequiredFilled, expectedEntries } from './grid';
import type { MultiplicationProblem } from './multiplication';
import { boxesOf, gradeProblem, operandsOf, type Problem, SUBJECTS, type Subject } from './problem';
import type { SubtractionProblem } from './subtraction';

const levels = Array.from({ length: LEVELS }, (_, level) => level);
const RUNS = 2000;

/** Rebuilds the answer from the worked steps alone, in BigInt, and checks every step. */
function checkWorkedSteps(problem: Problem): void {
  // Plain checks rather than expect(): they run hundreds of thousands of times.
  const same = (actual: unknown, expected: unknown, what: string) => {
    if (actual !== expected) throw new Error(`${problem.id}: ${what}: ${actual} !== ${expected}`);
  };
  const [a, b] = operandsOf(problem).map(BigInt) as [bigint, bigint];
  switch (problem.subject) {
    case 'addition': {
      const p = problem as AdditionProblem;
      let sum = 0n;
      p.steps.forEach((step, i) => {
        same(
          step.digit1 + step.digit2 + step.carryReceived,
          step.sum + 10 * step.carry,
          `column ${i}`,
        );
        same(step.carryReceived, i === 0 ? 0 : p.steps[i - 1]!.carry, `carry into column ${i}`);
        sum += BigInt(step.sum) * 10n ** BigInt(i);
      });
      sum += BigInt(p.steps.at(-1)!.carry) * 10n ** BigInt(p.steps.length);
      same(sum, a + b, 'sum from the steps');
      same(BigInt(p.sum), a + b, 'sum');
      break;
    }
    case 'subtraction': {
      const p = problem as SubtractionProblem;
      let difference = 0n;
      p.steps.forEach((step, i) => {
        same(
          step.digit1 - step.borrowReceived + 10 * step.borrow - step.digit2,
          step.difference,
          `column ${i}`,
        );
        same(step.borrowReceived, i === 0 ? 0 : p.steps[i - 1]!.borrow, `borrow of column ${i}`);
        difference += BigInt(step.difference) * 10n ** BigInt(i);
      });
      same(p.steps.at(-1)!.borrow, 0, 'the last column borrows nothing');
      same(difference, a - b, 'difference from the steps');
      same(difference >= 0n, true, 'never negative');
      break;
    }
    case 'multiplication': {
      const p = problem as MultiplicationProblem;
      let product = 0n;
      for (const partial of p.partialProducts) {
        same(partial.multiplierDigit === 0, false, 'a partial for a zero digit');
        same(
          BigInt(partial.value),
          a * BigInt(partial.multiplierDigit) * 10n ** BigInt(partial.position),
          'partial',
        );
        product += BigInt(partial.value);
      }
      same(product, a * b, 'product from the partials');
      same(BigInt(p.product), a * b, 'product');
      same(p.display, p.partialProducts.length >= 2 ? 'multi' : 'single', 'display');
      same(p.difficultyScore >= 1 && p.difficultyScore <= 10, true, 'difficulty score 1-10');
      break;
    }
    case 'division': {
      const p = problem as DivisionProblem;
      let quotient = 0n;
      p.steps.forEach((step, i) => {
        same(step.multiply, step.quotientDigit * p.divisor, `step ${i + 1} multiply`);
        same(step.subtract, step.dividendPart - step.multiply, `step ${i + 1} subtract`);
        same(
          step.subtract >= 0 && step.subtract < p.divisor,
          true,
          `step ${i + 1} remainder below the divisor`,
        );
        const next = p.steps[i + 1];
        if (next)
          same(next.dividendPart, step.subtract * 10 + step.bringDown!, `step ${i + 2} part`);
        else same(step.bringDown, undefined, 'nothing to bring down at the end');
        quotient = quotient * 10n + BigInt(step.quotientDigit);
      });
      same(quotient, a / b, 'quotient from the steps');
      same(BigInt(p.steps.at(-1)!.subtract), a % b, 'remainder from the steps');
      same(BigInt(p.remainder), a % b, 'remainder');
      break;
    }
  }
}

describe.each(SUBJECTS)('%s', (subject: Subject) => {
  it.each(levels)(
    'level %i: worked steps, operand sizes, one digit per box, the level rule',
    (level) => {
      const spec = levelSpec(subject, level);
      fc.assert(
        fc.property(fc.integer(), (seed) => {
          const problem = generateProblem(subject, level, createRandom(seed));
          checkWorkedSteps(problem);
          const [a, b] = operandsOf(problem);
          const fail = (what: string) => {
            throw new Error(`${problem.id}: ${what}`);
          };
          if (a < spec.a[0] || a > spec.a[1] || b < spec.b[0] || b > spec.b[1])
            fail('operands outside the level');
          if (!spec.accepts(problem as never)) fail('breaks the level rule');
          const boxes = boxesOf(problem);
          for (const box of boxes) {
            const { expected } = box;
            if (
              expected !== null &&
              !(Number.isInteger(expected) && expected >= 0 && expected <= 9)
            )
              fail('not one digit');
            if (box.graded && expected === null) fail('a graded box expects nothing');
          }
          const entries = expectedEntries(boxes);
          if (!allRequiredFilled(boxes, entries))
            fail('the right answer leaves a required box empty');
          const grading = gradeProblem(problem, entries, boxes);
          if (!grading.complete || grading.wrong.length > 0)
            fail('the right answer is not complete');
        }),
        { numRuns: RUNS },
      );
    },
  );

  it('never gets easier from one level to the next', () => {
    for (let level = 1; level < LEVELS; level++) {
      const previous = difficultyKey(subject, level - 1);
      const current = difficultyKey(subject, level);
      const order = current.findIndex((value, i) => value !== previous[i]);
      if (order !== -1) expect(current[order]!, `level ${level}`).toBeGreaterThan(previous[order]!);
    }
  });

  it('changing any graded digit leaves exactly that box wrong', () => {
    forEachOneDigitWrong(subject, 300, (problem, boxes, entries, index) => {
      const grading = gradeProblem(problem, entries, boxes);
      // A wrong partial product row is marked, but only the product decides (docs/product.md).
      const decides = subject !== 'multiplication' || boxes[index]!.fieldType === 'product';
      if (
        grading.wrong.length !== 1 ||
        grading.wrong[0] !== index ||
        grading.complete === decides
      ) {
        throw new Error(
          `${problem.id}: box ${index} changed, wrong=${grading.wrong}, complete=${grading.complete}`,
        );
      }
    });
  });

  it('never fails a problem because of what is written in a carry or borrow box', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.integer({ min: 0, max: LEVELS - 1 }),
        fc.array(fc.integer({ min: 0, max: 9 })),
        (seed, level, noise) => {
          const problem = generateProblem(subject, level, createRandom(seed));
          const boxes = boxesOf(problem);
          const entries = expectedEntries(boxes).map((entry, index) =>
            boxes[index]!.graded ? entry : String(noise[index % Math.max(1, noise.length)] ?? ''),
          );
          expect(gradeProblem(problem, entries, boxes).complete).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('gives the same problems for the same seed, and others for another seed', () => {
    const ids = (seed: string) =>
      generateProblems(subject, 12, createRandom(seed), 10).map((p) => p.id);
    expect(ids('student-1:2026-11-22')).toEqual(ids('student-1:2026-11-22'));
    expect(ids('student-1:2026-11-23')).not.toEqual(ids('student-1:2026-11-22'));
  });
});

describe('the curriculum', () => {
  it('has 20 levels for every subject', () => {
    for (const subject of SUBJECTS) expect(CURRICULUM[subject]).toHaveLength(20);
  });

  it('gives ten different problems where the level has that many', () => {
    const problems = generateProblems('addition', 0, createRandom(7), 10);
    expect(new Set(problems.map((p) => p.id)).size).toBe(10);
  });
});
