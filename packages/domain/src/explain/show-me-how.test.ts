import { describe, expect, it } from 'vitest';
import { generateProblem, MAX_LEVEL } from '../arithmetic/curriculum';
import { digitAt, digitCount, placeName } from '../arithmetic/digits';
import { type Box, boxId, expectedEntries } from '../arithmetic/grid';
import { boxesOf, factOf, operandsOf, type Problem, SUBJECTS, solve } from '../arithmetic/problem';
import { bugsOf } from '../diagnosis/bugs-of';
import { buggyWorks } from '../diagnosis/procedures';
import { createRandom } from '../random';
import { forEachOneDigitWrong } from '../test-support/one-digit-wrong';
import { showMeHow } from './show-me-how';

/** The child's grid: every box right except `wrong`, which holds `digit`. */
function explainWith(
  problem: Problem,
  id: string,
  digit: string,
  extra: Record<string, string> = {},
) {
  const boxes = boxesOf(problem);
  const entries = expectedEntries(boxes).map((entry, index) => {
    const each = boxId(boxes[index]!);
    return each === id ? digit : (extra[each] ?? entry);
  });
  return showMeHow(
    problem,
    boxes,
    entries,
    boxes.findIndex((box) => boxId(box) === id),
  );
}

describe('Show me how, in words a child reads', () => {
  // [subject, top, bottom, the box the child got wrong, what the child typed, the words]
  // biome-ignore format: a table reads best one row a line
  const cases = [
    ['addition', 45, 32, 'sum.0', '9', 'Ones column: 5 + 2 = 7.'],
    ['addition', 58, 65, 'sum.1', '3', 'Tens column: 5 + 6 + the carried 1 = 12: write 2 and carry 1.'],
    ['addition', 58, 65, 'sum.2', '', 'The carried 1 comes down into the hundreds column: write 1.'],
    ['addition', 47, 2, 'sum.1', '5', 'Tens column: only 4 is there, so write 4.'],
    ['subtraction', 52, 27, 'difference.0', '4', 'Ones column: 2 is smaller than 7, so borrow a ten: 12 − 7 = 5.'],
    ['subtraction', 52, 27, 'difference.1', '1', 'Tens column: the 5 lent a ten to the column on its right, so it is 4 now. 4 − 2 = 2.'],
    ['subtraction', 503, 278, 'difference.1', '0', 'Tens column: the 0 had nothing to lend, so it borrowed a ten first: it became 10, lent 1, and is 9 now. 9 − 7 = 2.'],
    ['multiplication', 78, 4, 'product.1', '5', '7 × 4 = 28, plus 3 carried = 31: write 1, carry 3.'],
    ['multiplication', 23, 14, 'partial.r1.0', '9', 'This row is for the 1 in the tens place, so it starts with a 0: write 0 in the ones column.'],
    ['division', 452, 6, 'quotient.s1.1', '9', 'Step 1: How many 6s in 45? Write 7: 7 × 6 = 42, and 45 − 42 = 3. Bring down the 2.'],
    ['division', 452, 6, 'subtract.s2.0', '1', 'Step 2: How many 6s in 32? Write 5: 5 × 6 = 30, and 32 − 30 = 2. 2 is left over: the remainder, R 2.'],
  ] as const;
  it.each(cases)('%s %i and %i, box %s: %j', (subject, a, b, box, digit, words) => {
    expect(explainWith(solve(subject, a, b), box, digit).text).toBe(words);
  });
});

describe('a misconception is named kindly and set against the right way', () => {
  it('smaller from larger', () => {
    const explained = explainWith(solve('subtraction', 72, 45), 'difference.0', '3');
    expect(explained.misconception).toBe('smaller-from-larger');
    expect(explained.text).toMatch(
      /^You took 2 away from 5\. In subtraction we always take the bottom digit from the top one/,
    );
    expect(explained.text).toContain('12 − 5 = 7.');
  });

  it('a carry noted but not added, told apart from a carry forgotten by the scratch box', () => {
    const problem = solve('addition', 58, 67);
    const noted = explainWith(problem, 'sum.1', '1', { 'carry.1': '1' });
    expect(noted.misconception).toBe('carry-not-added');
    expect(noted.text).toContain('You wrote the carried 1 above this column.');
    const forgotten = explainWith(problem, 'sum.1', '1', { 'carry.1': '' });
    expect(forgotten.misconception).toBe('carry-dropped');
  });

  it.each([
    [
      'subtraction',
      52,
      27,
      'difference.1',
      '3',
      'borrow-no-decrement',
      'You used the 5, but it lent a ten',
    ],
    ['subtraction', 50, 23, 'difference.0', '3', 'zero-minus-n', '0 take away 3 is not 3'],
    ['subtraction', 50, 23, 'difference.0', '0', 'zero-minus-n-is-zero', '0 take away 3 is not 0'],
    [
      'subtraction',
      486,
      203,
      'difference.1',
      '0',
      'n-minus-zero-is-zero',
      'Taking away 0 takes nothing away',
    ],
    [
      'multiplication',
      78,
      4,
      'product.1',
      '8',
      'multiplication-carry-ignored',
      'add the carried 3',
    ],
    ['division', 452, 6, 'quotient.s1.1', '6', 'quotient-digit-too-small', 'one more 6 fits'],
  ] as const)('%s %i and %i: %s written %s is %s', (subject, a, b, id, digit, bug, words) => {
    const explained = explainWith(solve(subject, a, b), id, digit);
    expect(explained.misconception).toBe(bug);
    expect(explained.text).toContain(words);
  });

  it('a slip that no bug writes gets the worked step alone', () => {
    const explained = explainWith(solve('addition', 45, 32), 'sum.0', '9');
    expect(explained.misconception).toBeUndefined();
  });
});

/**
 * The numbers a column or step holds, worked out again from the two operands (not from
 * the engine's steps), and the words that must carry them.
 */
function expectedWords(problem: Problem, box: Box): string[] {
  const [a, b] = operandsOf(problem);
  // A fact is explained by its strategy (fact-strategy.test.ts), with its own numbers.
  if (factOf(problem)) return [String(Math.max(a, b))];
  const c = box.column;
  const low = (n: number, places: number) => n % 10 ** places;
  switch (problem.subject) {
    case 'addition': {
      if (c >= digitCount(a + b)) return ['leave this box empty'];
      if (c >= Math.max(digitCount(a), digitCount(b))) return ['The carried 1', 'write 1'];
      const carryIn = Math.floor((low(a, c) + low(b, c)) / 10 ** c);
      const terms = [digitAt(a, c), ...(c < digitCount(b) ? [digitAt(b, c)] : [])].map(String);
      if (carryIn) terms.push('the carried 1');
      const total = digitAt(a, c) + digitAt(b, c) + carryIn;
      return terms.length === 1
        ? [`only ${terms[0]} is there, so write ${total}`]
        : [`${terms.join(' + ')} = ${total}`];
    }
    case 'subtraction': {
      if (c >= digitCount(a - b)) return ['leave this box empty'];
      const lent = low(a, c) < low(b, c);
      const borrowed = low(a, c + 1) < low(b, c + 1);
      const top = digitAt(a, c) - (lent ? 1 : 0);
      const bottom = digitAt(b, c);
      const difference = digitAt(a - b, c);
      if (c >= digitCount(b)) return [`nothing to take away, so write ${difference}`];
      if (top < 0) return [`9 − ${bottom} = ${difference}`];
      return borrowed
        ? [`${top} is smaller than ${bottom}`, `${top + 10} − ${bottom} = ${difference}`]
        : [`${top} − ${bottom} = ${difference}`];
    }
    case 'multiplication': {
      if (problem.display === 'multi' && box.fieldType === 'product') {
        if (c >= digitCount(a * b)) return ['leave this box empty'];
        const values = problem.partialProducts.map((partial) => partial.value);
        const carryIn = Math.floor(values.reduce((sum, v) => sum + low(v, c), 0) / 10 ** c);
        const digits = values.filter((v) => c < digitCount(v)).map((v) => digitAt(v, c));
        if (digits.length === 0) return [`The carried ${carryIn}`];
        if (digits.length === 1 && carryIn === 0) return [`only ${digits[0]} is there`];
        const total = digits.reduce((sum, d) => sum + d, carryIn);
        return [`= ${total}`, `${digitAt(a * b, c)}`];
      }
      const partial = problem.partialProducts[box.partialIndex ?? 0];
      const by = partial?.multiplierDigit ?? 0;
      const shift = partial?.position ?? 0;
      const value = a * by * 10 ** shift;
      if (c >= digitCount(value)) return c === 0 ? ['write 0'] : ['leave this box empty'];
      if (c < shift) return ['write 0'];
      const j = c - shift;
      if (j >= digitCount(a)) return [`The carried ${digitAt(value, c)}`];
      const carryIn = Math.floor((low(a, j) * by) / 10 ** j);
      const product = `${digitAt(a, j)} × ${by} = ${digitAt(a, j) * by}`;
      return [
        carryIn ? `${product}, plus ${carryIn} carried` : product,
        `write ${digitAt(value, c)}`,
      ];
    }
    case 'division': {
      const step = problem.steps[(box.stepNumber ?? 1) - 1]!;
      const part = step.dividendPart;
      const q = Math.floor(part / b);
      return [
        `How many ${b}s in ${part}?`,
        `${q} × ${b} = ${q * b}`,
        `${part} − ${q * b} = ${part - q * b}`,
      ];
    }
  }
}

describe.each(SUBJECTS)('%s: the words hold the worked step’s numbers', (subject) => {
  it('for every red box of random problems at every level', () => {
    forEachOneDigitWrong(subject, 150, (problem, boxes, entries, index) => {
      const box = boxes[index]!;
      const { text } = showMeHow(problem, boxes, entries, index);
      for (const words of expectedWords(problem, box)) {
        if (!text.includes(words)) {
          throw new Error(`${problem.id} ${boxId(box)}: "${text}" lacks "${words}"`);
        }
      }
    });
  });
});

describe('Show me how never contradicts the column it explains', () => {
  // Every bug's every way, on problems of every level: each red box's words, checked against
  // the worked step behind the box (the words that name a misconception say something of
  // the column; it must be true of this one).
  it.each(['subtraction', 'multiplication'] as const)('in %s', (subject) => {
    const random = createRandom(`contradicts:${subject}`);
    let checked = 0;
    for (let level = 4; level <= MAX_LEVEL; level++) {
      for (let n = 0; n < 6; n++) {
        const problem = generateProblem(subject, level, random);
        const boxes = boxesOf(problem);
        const right = expectedEntries(boxes);
        for (const bug of bugsOf(subject)) {
          for (const work of buggyWorks(problem, new Set([bug]))) {
            const entries = boxes.map((box, index) => work.entries[boxId(box)] ?? right[index]!);
            boxes.forEach((box, index) => {
              if (!box.graded || entries[index] === right[index] || entries[index] === '') return;
              const { hint, text, misconception } = showMeHow(problem, boxes, entries, index);
              if (!misconception) return;
              checked++;
              const column = `${problem.id} ${boxId(box)}: ${text}`;
              if (text.includes('Taking away 0 takes nothing away')) {
                expect(hint.kind === 'subtract' && !hint.lent && !hint.borrowed, column).toBe(true);
              }
              if (text.includes('0 take away')) {
                expect(hint.kind === 'subtract' && hint.top === 0 && !hint.lent, column).toBe(true);
              }
              if (text.includes('but it lent a ten')) {
                expect(hint.kind === 'subtract' && hint.lent, column).toBe(true);
              }
              if (text.includes('This row is shifted')) {
                if (hint.kind !== 'placeholder') throw new Error(column);
                expect(text, column).toContain(
                  `shifted ${hint.place === 1 ? 'one place' : `${hint.place} places`} to the left, because it multiplies by ${placeName(hint.place)}.`,
                );
              }
            });
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(50);
  });
});
