import { solve } from '@mathsteps/domain';
import { describe, expect, it } from 'vitest';
import { english } from '../../test/render';
import { problemDigitsText } from './grid-description';

describe('the digits of a problem, for a screen reader', () => {
  it('gives column work by column from the ones', () => {
    expect(problemDigitsText(english, solve('addition', 478, 56))).toBe(
      '478 plus 56. By column from the ones, top digit and bottom digit: ones 8 and 6; tens 7 and 5; hundreds 4, nothing below.',
    );
    expect(problemDigitsText(english, solve('subtraction', 52, 27))).toBe(
      '52 minus 27. By column from the ones, top digit and bottom digit: ones 2 and 7; tens 5 and 2.',
    );
    expect(problemDigitsText(english, solve('multiplication', 305, 24))).toBe(
      '305 times 24. Top number, from the ones: ones 5, tens 0, hundreds 3. Bottom number: ones 4, tens 2.',
    );
  });

  it('gives long division from the left, as it is worked', () => {
    expect(problemDigitsText(english, solve('division', 3285, 3))).toBe(
      '3285 divided by 3. The number divided, from the left: 3, 2, 8, 5.',
    );
  });

  it('names every digit of the biggest problems', () => {
    const text = problemDigitsText(english, solve('addition', 9_876_543, 1_234_567));
    expect(text).toContain('millions 9 and 1');
    expect(text.match(/\d and \d/g)).toHaveLength(7);
  });
});
