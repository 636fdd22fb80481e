import { describe, expect, it } from 'vitest';
import { generateProblem, LEVELS } from '../arithmetic/curriculum';
import { factKey } from '../arithmetic/facts';
import { boxId } from '../arithmetic/grid';
import { boxesOf, SUBJECTS, solve } from '../arithmetic/problem';
import { createRandom } from '../random';
import { boxFact, boxFactDigit } from './box-facts';

/** The facts of a problem's graded boxes, by box id: "8+5+1" for a fact with a carry. */
function factsOf(subject: (typeof SUBJECTS)[number], a: number, b: number) {
  const problem = solve(subject, a, b);
  return Object.fromEntries(
    boxesOf(problem).flatMap((box) => {
      const found = boxFact(problem, box);
      if (!found) return [];
      const extra = found.carryIn ? `+${found.carryIn}` : found.borrowIn ? ' (lent)' : '';
      return [[boxId(box), `${factKey(found.fact)}${extra}`]];
    }),
  );
}

describe('the fact behind each answer box', () => {
  it('is the column, with its carry or borrow, as the worked step has it', () => {
    expect(factsOf('addition', 48, 35)).toEqual({ 'sum.0': '8+5', 'sum.1': '4+3+1' });
    expect(factsOf('subtraction', 53, 28)).toEqual({
      'difference.0': '13-8',
      'difference.1': '4-2 (lent)',
    });
    expect(factsOf('multiplication', 47, 6)).toEqual({ 'product.0': '7x6', 'product.1': '4x6+4' });
    // 45 / 7: "how many 7s in 45" is 42 / 7, then 6 x 7 = 42 and 45 - 42 in its column.
    expect(factsOf('division', 45, 7)).toEqual({
      'quotient.s1.0': '42/7',
      'multiply.s1.1': '6x7',
      'multiply.s1.0': '6x7',
      'subtract.s1.0': '5-2',
    });
    // A problem that is one fact is that fact.
    expect(factsOf('addition', 7, 5)).toEqual({ 'sum.1': '7+5', 'sum.0': '7+5' });
  });

  it('holds the box’s digit, for every box of every subject and level', () => {
    const random = createRandom('box facts');
    for (const subject of SUBJECTS) {
      for (let level = 0; level < LEVELS; level++) {
        let found = 0;
        for (let draw = 0; draw < 40; draw++) {
          const problem = generateProblem(subject, level, random);
          for (const box of boxesOf(problem)) {
            const fact = boxFact(problem, box);
            if (!fact) continue;
            found++;
            const where = `${problem.id} ${boxId(box)}`;
            expect(box.graded, where).toBe(true);
            expect(boxFactDigit(fact), where).toBe(box.expected);
          }
        }
        // Every level's grids are made of facts (long division by 3 digits has its
        // subtract columns).
        expect(found, `${subject} level ${level}`).toBeGreaterThan(0);
      }
    }
  });

  it('is none for a copied digit, a placeholder zero, or a quotient of 0', () => {
    const product = solve('multiplication', 23, 14);
    const placeholder = boxesOf(product).find((box) => boxId(box) === 'partial.r1.0')!;
    expect(boxFact(product, placeholder)).toBeUndefined();
    const division = solve('division', 612, 6);
    const zero = boxesOf(division).find(
      (box) => box.fieldType === 'quotient' && box.stepNumber === 2,
    )!;
    expect(zero.expected).toBe(0);
    expect(boxFact(division, zero)).toBeUndefined();
    const copied = solve('subtraction', 75, 3);
    const tens = boxesOf(copied).find((box) => boxId(box) === 'difference.1')!;
    expect(boxFact(copied, tens)).toBeUndefined();
  });
});
