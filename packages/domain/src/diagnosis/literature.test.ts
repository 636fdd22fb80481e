import { describe, expect, it } from 'vitest';
import { type Subject, solve } from '../arithmetic/problem';
import { BUG_IDS, type BugId } from './catalog';
import { diagnose } from './diagnose';

/**
 * Worked examples of each bug, from the answer alone, as BUGGY diagnosed them: the first
 * four are the issue's, the others the examples our explanations show parents.
 */
const EXAMPLES: [BugId, Subject, number, number, string][] = [
  ['smaller-from-larger', 'subtraction', 52, 27, '35'],
  ['borrow-no-decrement', 'subtraction', 143, 28, '125'],
  ['borrow-across-zero-stops', 'subtraction', 1300, 522, '878'],
  ['zero-minus-n', 'subtraction', 50, 23, '33'],
  ['blank-as-one', 'subtraction', 143, 28, '15'],
  ['carry-dropped', 'addition', 58, 67, '115'],
  ['carry-not-added', 'addition', 58, 67, '115'],
  ['whole-column-sum', 'addition', 58, 67, '1115'],
  ['multiplication-carry-ignored', 'multiplication', 23, 4, '82'],
  ['carry-added-before-multiplying', 'multiplication', 23, 4, '122'],
  ['missing-placeholder-zero', 'multiplication', 23, 14, '115'],
  ['partial-product-left-out', 'multiplication', 23, 14, '92'],
  ['missing-zero-in-quotient', 'division', 612, 6, '12'],
  ['quotient-digit-too-small', 'division', 85, 4, '20 r 5'],
  ['wrong-digit-brought-down', 'division', 84, 4, '22'],
  // The subtraction bugs inside long division's subtract steps.
  ['smaller-from-larger', 'division', 53, 8, '6 r 15'],
  ['borrow-no-decrement', 'division', 53, 8, '6 r 15'],
  ['zero-minus-n', 'division', 50, 8, '6 r 18'],
];

describe('a worked example of each bug is diagnosed from the answer alone', () => {
  it.each(EXAMPLES)('%s: %s %i and %i answered %s', (bug, subject, a, b, answer) => {
    const found = diagnose(solve(subject, a, b), answer).flatMap((each) => each.bugs);
    expect(found).toContain(bug);
  });

  it('covers every bug of the catalog', () => {
    expect(new Set(EXAMPLES.map(([bug]) => bug))).toEqual(new Set(BUG_IDS));
  });
});

describe('box entries make the diagnosis sharper', () => {
  const problem = solve('addition', 58, 67);

  it('a carry written above the tens means it was not added, not dropped', () => {
    const entries = { 'sum.0': '5', 'carry.1': '1', 'sum.1': '1', 'sum.2': '1' };
    expect(diagnose(problem, '115', entries).map((each) => each.bugs)).toEqual([
      ['carry-not-added'],
    ]);
  });

  it('no carry written means it was dropped', () => {
    const entries = { 'sum.0': '5', 'carry.1': '', 'sum.1': '1', 'sum.2': '1' };
    const found = diagnose(problem, '115', entries);
    expect(found.map((each) => each.bugs)).toEqual([['carry-dropped']]);
    expect(found[0]!.boxes).toEqual(['carry.1', 'sum.1']);
  });

  it('the partial rows tell a missing placeholder zero from a slip in the sum', () => {
    const multiplication = solve('multiplication', 23, 14);
    const rows = {
      'partial.r0.0': '2',
      'partial.r0.1': '9',
      'partial.r1.0': '3',
      'partial.r1.1': '2',
      'product.0': '5',
      'product.1': '1',
      'product.2': '1',
    };
    expect(diagnose(multiplication, '115', rows).map((each) => each.bugs)).toEqual([
      ['missing-placeholder-zero'],
    ]);
    // The same answer under rows that were written correctly is not that bug.
    const shifted = { ...rows, 'partial.r1.0': '0', 'partial.r1.1': '3', 'partial.r1.2': '2' };
    expect(
      diagnose(multiplication, '115', shifted).some((each) =>
        each.bugs.includes('missing-placeholder-zero'),
      ),
    ).toBe(false);
  });
});

describe('what is not a bug', () => {
  it('a correct answer is never diagnosed', () => {
    expect(diagnose(solve('subtraction', 52, 27), '25')).toEqual([]);
    expect(diagnose(solve('division', 85, 4), '21 r 1')).toEqual([]);
  });

  it('an answer no procedure explains gets no diagnosis', () => {
    expect(diagnose(solve('subtraction', 52, 27), '99')).toEqual([]);
    expect(diagnose(solve('subtraction', 52, 27), '')).toEqual([]);
  });

  it('two bugs together explain what neither explains alone', () => {
    // 23 x 14: the carry of 3 x 4 ignored (82) and the second row not shifted (23).
    const found = diagnose(solve('multiplication', 23, 14), '105');
    expect(found.map((each) => each.bugs)).toEqual([
      ['multiplication-carry-ignored', 'missing-placeholder-zero'],
    ]);
  });
});
