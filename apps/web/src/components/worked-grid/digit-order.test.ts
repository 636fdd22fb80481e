import { solve } from '@mathsteps/domain';
import { describe, expect, it } from 'vitest';
import { cueDue, cueShown, type DigitOrder, digitOrderOf } from './digit-order';

describe('which way the digits go', () => {
  it('a fact from the left, columns from the ones, long division from its first step', () => {
    expect(digitOrderOf(solve('addition', 7, 5))).toBe('fact');
    expect(digitOrderOf(solve('division', 56, 7))).toBe('fact');
    expect(digitOrderOf(solve('addition', 47, 5))).toBe('columns');
    expect(digitOrderOf(solve('multiplication', 47, 6))).toBe('columns');
    expect(digitOrderOf(solve('division', 476, 6))).toBe('long-division');
  });

  it('cues the first problem of each kind only', () => {
    const seen = new Set<DigitOrder>();
    expect(cueDue('fact', seen)).toBe(true);
    cueShown('fact', seen);
    cueShown('fact', seen);
    expect(cueDue('fact', seen)).toBe(false);
    expect(cueDue('columns', seen)).toBe(true);
  });
});
