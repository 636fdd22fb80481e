import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Level, MAX_LEVEL } from '../arithmetic/curriculum';
import { placeName } from '../arithmetic/digits';
import { boxesOf, SUBJECTS, solve } from '../arithmetic/problem';
import { assignmentProblems } from '../arithmetic/questions';
import {
  SPOKEN_MAX,
  spokenBox,
  spokenNumber,
  spokenOperation,
  spokenProblem,
  spokenText,
  spokenWrongBox,
} from './spoken';

/**
 * An independent reading of the words back into a number: each word's value, "hundred"
 * multiplying what came since the last thousand or million, "thousand" and "million"
 * closing a group. It shares nothing with `spokenNumber` but the English.
 */
const VALUES: Record<string, number> = Object.fromEntries(
  [
    'zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen',
  ]
    .join(' ')
    .split(' ')
    .map((word, value) => [word, value]),
);
for (const [index, word] of 'twenty thirty forty fifty sixty seventy eighty ninety'
  .split(' ')
  .entries()) {
  VALUES[word] = (index + 2) * 10;
}

function readNumber(words: string): number {
  let total = 0;
  let group = 0;
  for (const word of words.replaceAll('-', ' ').split(' ')) {
    if (word === 'and') continue;
    if (word === 'hundred') group *= 100;
    else if (word === 'thousand' || word === 'million') {
      total += group * (word === 'thousand' ? 1000 : 1_000_000);
      group = 0;
    } else if (word in VALUES) group += VALUES[word]!;
    else throw new Error(`not a number word: ${word} in "${words}"`);
  }
  return total + group;
}

describe('numbers as a child says them', () => {
  it('reads back as the number, from 0 to 10,000,000', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: SPOKEN_MAX }), (n) => {
        expect(readNumber(spokenNumber(n))).toBe(n);
      }),
      { numRuns: 5000 },
    );
    for (let n = 0; n <= 2000; n++) expect(readNumber(spokenNumber(n))).toBe(n);
  });

  it('says them the way a classroom does', () => {
    expect(spokenNumber(7)).toBe('seven');
    expect(spokenNumber(47)).toBe('forty-seven');
    expect(spokenNumber(90)).toBe('ninety');
    expect(spokenNumber(405)).toBe('four hundred and five');
    expect(spokenNumber(2006)).toBe('two thousand and six');
    expect(spokenNumber(12_345)).toBe('twelve thousand three hundred and forty-five');
    expect(spokenNumber(1_300_000)).toBe('one million three hundred thousand');
    expect(spokenNumber(SPOKEN_MAX)).toBe('ten million');
    expect(() => spokenNumber(-1)).toThrow(RangeError);
    expect(() => spokenNumber(2.5)).toThrow(RangeError);
  });
});

describe('problems', () => {
  it('say the operation as the grade says it', () => {
    expect(spokenProblem(solve('addition', 7, 5), 1)).toBe('seven plus five');
    expect(spokenProblem(solve('multiplication', 47, 6), 4)).toBe('forty-seven times six');
    expect(spokenProblem(solve('subtraction', 405, 98), 2)).toBe(
      'four hundred and five take away ninety-eight',
    );
    expect(spokenProblem(solve('subtraction', 405, 98), 3)).toBe(
      'four hundred and five minus ninety-eight',
    );
    expect(spokenOperation('division', 5)).toBe('divided by');
  });
});

describe('boxes', () => {
  it('name the column of every box, and the step of long division, at every subject and level', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SUBJECTS),
        fc.integer({ min: 0, max: MAX_LEVEL }),
        fc.string({ minLength: 1, maxLength: 8 }),
        (subject, level, seed) => {
          for (const problem of assignmentProblems(seed, subject, level as Level, '2026-11-26')) {
            expect(spokenProblem(problem, 3).split(' ').length).toBeGreaterThanOrEqual(3);
            for (const box of boxesOf(problem)) {
              const said = spokenBox(box);
              const place = placeName(box.column);
              if (box.fieldType === 'bringDown') expect(said).toContain('bring down');
              else if (box.fieldType === 'carry' || box.fieldType === 'borrow') {
                expect(said).toContain(`box above the ${place}`);
              } else expect(said).toContain(`the ${place} box`);
              if (box.stepNumber !== undefined) expect(said).toMatch(`step ${box.stepNumber}: `);
              if (box.fieldType === 'carry') expect(said).toContain('carry');
              if (box.fieldType === 'borrow') expect(said).toContain('borrow');
              if (box.fieldType === 'partial')
                expect(said).toMatch(/(first|second|third|fourth|fifth|sixth|seventh|eighth) row/);
              expect(spokenWrongBox(box)).toBe(`This box is red: look again at ${said}.`);
            }
          }
        },
      ),
      { numRuns: 120 },
    );
  });

  it('say a sum, a carry, a partial product and a division step as a teacher points at them', () => {
    const [sum] = boxesOf(solve('addition', 47, 35));
    expect(spokenBox(sum!)).toBe('the ones box of the answer');
    const carry = boxesOf(solve('addition', 47, 35)).find((box) => box.fieldType === 'carry');
    expect(spokenBox(carry!)).toBe('the carry box above the tens');
    const partial = boxesOf(solve('multiplication', 47, 36)).find(
      (box) => box.fieldType === 'partial' && box.partialIndex === 1,
    );
    expect(spokenBox(partial!)).toMatch(/^the \w+ box of the second row$/);
    const subtract = boxesOf(solve('division', 845, 5)).find(
      (box) => box.fieldType === 'subtract' && box.stepNumber === 2,
    );
    expect(spokenBox(subtract!)).toMatch(/^step 2: the \w+ box of what is left$/);
  });
});

describe('printed sentences', () => {
  it('are said with numbers in words and the signs named', () => {
    expect(spokenText('Ones column: 7 + 5 = 12.', 1)).toBe(
      'Ones column: seven plus five equals twelve.',
    );
    expect(spokenText('3 is smaller than 8, so borrow a ten: 13 − 8 = 5.', 2)).toBe(
      'three is smaller than eight, so borrow a ten: thirteen take away eight equals five.',
    );
    expect(spokenText('13 − 8 = 5.', 4)).toBe('thirteen minus eight equals five.');
    expect(spokenText('4 × 6 = 24, plus 2 carried = 26', 3)).toBe(
      'four times six equals twenty-four, plus two carried equals twenty-six',
    );
    expect(spokenText('56 ÷ 7 = 8', 3)).toBe('fifty-six divided by seven equals eight');
  });
});
