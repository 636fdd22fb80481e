import { describe, expect, it } from 'vitest';
import { inSchoolMethod, type Subject, solve } from '../arithmetic/problem';
import { DEFAULT_SCHOOL_METHOD } from '../arithmetic/school-method';
import { methodForBug } from './bugs-of';
import { BUG_IDS, BUGS, type BugId, SOURCES } from './catalog';
import { diagnose } from './diagnose';
import { buggyWorks } from './procedures';

/**
 * Worked examples of each bug, diagnosed from the answer alone. "guide": the "Common
 * Mistakes" lessons of an open textbook, their examples and exercises
 * (public-textbooks.pages.dev/grades/2/math/add-sub-1000/common-mistakes.html, and for grade 4
 * .../grades/4/math/multi-digit-mult/common-mistakes.html and .../4/math/division/...).
 * "printed": Brown & Burton's
 * (1978) examples as a public re-implementation of BUGGY quotes them
 * (github.com/pchampio/buggy, README); the paper's own pages could not be read from this
 * machine to check them.
 * "rule": computed by applying the rule the cited source states (catalog.ts `knownAs`
 * names it); these are the examples our explanations show parents.
 */
const EXAMPLES: [BugId, Subject, number, number, string, 'guide' | 'printed' | 'rule'][] = [
  ['carry-dropped', 'addition', 347, 285, '522', 'guide'],
  ['carry-dropped', 'addition', 256, 187, '333', 'guide'],
  ['carry-not-added', 'addition', 456, 378, '724', 'guide'],
  ['smaller-from-larger', 'subtraction', 524, 168, '444', 'guide'],
  ['smaller-from-larger', 'subtraction', 603, 245, '442', 'guide'],
  ['smaller-from-larger', 'subtraction', 541, 276, '335', 'guide'],
  ['zero-minus-n', 'subtraction', 500, 234, '334', 'guide'],
  ['zero-minus-n', 'subtraction', 700, 358, '458', 'guide'],
  ['missing-placeholder-zero', 'multiplication', 23, 14, '115', 'guide'],
  ['partial-product-left-out', 'multiplication', 145, 12, '1450', 'guide'],
  ['missing-zero-in-quotient', 'division', 408, 4, '12', 'guide'],
  ['smaller-from-larger', 'subtraction', 143, 24, '121', 'printed'],
  ['borrow-no-decrement', 'subtraction', 143, 28, '125', 'printed'],
  ['borrow-from-zero', 'subtraction', 1300, 522, '878', 'printed'],
  ['zero-minus-n', 'subtraction', 140, 21, '121', 'printed'],
  // VanLehn's (1983, 1986) example as Ben-Zeev quotes it ("Erroneous mathematical thinking",
  // Routledge, doi 10.4324/9780203053270-5): 63 − 29 written 46.
  ['smaller-from-larger', 'subtraction', 63, 29, '46', 'printed'],
  ['smaller-from-larger', 'subtraction', 52, 27, '35', 'rule'],
  ['zero-minus-n', 'subtraction', 50, 23, '33', 'rule'],
  ['borrow-across-zero', 'subtraction', 904, 237, '577', 'rule'],
  ['stops-borrow-at-zero', 'subtraction', 904, 237, '677', 'rule'],
  ['zero-minus-n-is-zero', 'subtraction', 50, 23, '30', 'rule'],
  ['n-minus-zero-is-zero', 'subtraction', 486, 203, '203', 'rule'],
  ['borrow-from-zero-is-ten', 'subtraction', 805, 237, '578', 'rule'],
  // Under a 0 turned 10, a bottom 0 leaves 10, written whole: only this bug does that.
  ['borrow-from-zero-is-ten', 'subtraction', 904, 207, '6107', 'rule'],
  ['first-borrow-no-decrement', 'subtraction', 423, 157, '276', 'rule'],
  ['always-borrow-left', 'subtraction', 733, 216, '427', 'rule'],
  ['adds-instead', 'subtraction', 52, 27, '79', 'rule'],
  // Equal additions' own (docs/written-methods.md): in a grid written by that method.
  ['payback-forgotten', 'subtraction', 64, 28, '46', 'rule'],
  ['payback-forgotten', 'subtraction', 503, 8, '505', 'rule'],
  ['payback-on-top', 'subtraction', 64, 28, '56', 'rule'],
  ['carry-dropped', 'addition', 58, 67, '115', 'rule'],
  // The ten of the last column dropped too, as in every other column.
  ['carry-dropped', 'addition', 94, 81, '75', 'rule'],
  ['carry-not-added', 'addition', 58, 67, '115', 'rule'],
  ['whole-column-sum', 'addition', 58, 67, '1115', 'rule'],
  ['carries-the-ones', 'addition', 58, 67, '161', 'rule'],
  ['adds-left-to-right', 'addition', 58, 67, '116', 'rule'],
  ['subtracts-instead', 'addition', 67, 58, '9', 'rule'],
  ['multiplication-carry-ignored', 'multiplication', 23, 4, '82', 'rule'],
  ['carry-added-before-multiplying', 'multiplication', 23, 4, '122', 'rule'],
  ['missing-placeholder-zero', 'multiplication', 23, 14, '115', 'rule'],
  ['partial-product-left-out', 'multiplication', 23, 14, '92', 'rule'],
  ['carries-the-ones', 'multiplication', 27, 3, '72', 'rule'],
  ['carry-multiplied', 'multiplication', 36, 4, '244', 'rule'],
  ['carry-as-tens', 'multiplication', 36, 4, '324', 'rule'],
  ['whole-products', 'multiplication', 36, 4, '1224', 'rule'],
  ['multiplies-within-columns', 'multiplication', 23, 12, '26', 'rule'],
  ['missing-zero-in-quotient', 'division', 612, 6, '12', 'rule'],
  ['quotient-digit-too-small', 'division', 85, 4, '20 r 5', 'rule'],
  ['step-remainder-dropped', 'division', 95, 4, '21 r 1', 'rule'],
  ['divides-right-to-left', 'division', 92, 4, '70 r 1', 'rule'],
  // The subtraction bugs inside long division's subtract steps.
  ['smaller-from-larger', 'division', 53, 8, '6 r 15', 'rule'],
  ['borrow-no-decrement', 'division', 53, 8, '6 r 15', 'rule'],
  ['zero-minus-n', 'division', 50, 8, '6 r 18', 'rule'],
];

describe('a worked example of each bug is diagnosed from the answer alone', () => {
  it.each(EXAMPLES)('%s: %s %i and %i answered %s (%s)', (bug, subject, a, b, answer) => {
    const problem = inSchoolMethod(solve(subject, a, b), methodForBug(bug, DEFAULT_SCHOOL_METHOD));
    const found = diagnose(problem, answer).flatMap((each) => each.bugs);
    expect(found).toContain(bug);
  });

  it('covers every bug of the catalog, each in every subject it shows in', () => {
    const covered = new Set(EXAMPLES.map(([bug, subject]) => `${bug}:${subject}`));
    for (const bug of BUG_IDS) {
      for (const subject of BUGS[bug].subjects) {
        // A subtraction bug in long division is the same rule; one division example of
        // the kind is enough.
        if (subject === 'division' && BUGS[bug].subjects.includes('subtraction')) continue;
        expect(covered, `${bug} in ${subject}`).toContain(`${bug}:${subject}`);
      }
    }
  });

  it('cites a source for every bug', () => {
    for (const bug of BUG_IDS) {
      expect(BUGS[bug].sources.length, bug).toBeGreaterThan(0);
      for (const source of BUGS[bug].sources) expect(SOURCES[source]).toMatch(/\(\d{4}\)/);
      expect(BUGS[bug].knownAs, bug).not.toBe('');
    }
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

  it('an answer without its remainder and one with "r 0" are judged alike', () => {
    // The product writes "1054" for 6324 / 6, not "1054 r 0": no remainder written is 0.
    const exact = solve('division', 6324, 6);
    expect(diagnose(exact, '1054 r 0')).toEqual([]);
    expect(diagnose(exact, '1055 r 0')).toEqual(diagnose(exact, '1055'));
    // 95 / 4 with the remainders dropped at each step gives 21 r 1, not 21 r 0.
    const dropped = solve('division', 95, 4);
    expect(diagnose(dropped, '21 r 1').map((each) => each.bugs)).toContainEqual([
      'step-remainder-dropped',
    ]);
    expect(diagnose(dropped, '21')).toEqual(diagnose(dropped, '21 r 0'));
    expect(
      diagnose(dropped, '21').some((each) => each.bugs.includes('step-remainder-dropped')),
    ).toBe(false);
    // Every bug's answer with a remainder of 0 is diagnosed the same, written either way.
    for (let dividend = 100; dividend < 400; dividend += 7) {
      const problem = solve('division', dividend, 3);
      for (const bug of BUG_IDS.filter((id) => BUGS[id].subjects.includes('division'))) {
        for (const work of buggyWorks(problem, new Set([bug]))) {
          if (work.remainder !== 0 || work.answer === Math.floor(dividend / 3)) continue;
          const plain = diagnose(problem, String(work.answer));
          expect(plain.length, `${problem.id} ${bug}`).toBeGreaterThan(0);
          expect(diagnose(problem, `${work.answer} r 0`)).toEqual(plain);
        }
      }
    }
  });

  it('two bugs together explain what neither explains alone', () => {
    // 23 x 14: the carry of 3 x 4 ignored (82) and the second row not shifted (23).
    const found = diagnose(solve('multiplication', 23, 14), '105');
    expect(found.every((each) => each.bugs.length === 2)).toBe(true);
    expect(found.map((each) => each.bugs)).toContainEqual([
      'multiplication-carry-ignored',
      'missing-placeholder-zero',
    ]);
  });
});
