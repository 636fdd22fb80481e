import { SUBJECTS } from '@mathsteps/domain';
import { describe, expect, it } from 'vitest';
import { levelExample, levelsUpTo } from './practice-picker';

describe('the practice picker', () => {
  it('shows each level by a problem of its own size, the same every time', () => {
    expect(levelExample('addition', 0)).toMatch(/^\d \+ \d$/);
    expect(levelExample('addition', 7)).toBe(levelExample('addition', 7));
    for (const subject of SUBJECTS) {
      const digits = (level: number) => levelExample(subject, level).replace(/\D/g, '').length;
      expect(digits(19)).toBeGreaterThan(digits(0));
    }
    expect(levelExample('division', 11)).toContain('÷');
  });

  it('offers the levels from 0 to the ceiling', () => {
    expect(levelsUpTo(0)).toEqual([0]);
    expect(levelsUpTo(3)).toEqual([0, 1, 2, 3]);
  });
});
