import { describe, expect, it } from 'vitest';
import {
  CLASS_CODE_LENGTH,
  CLASS_CODE_LETTERS,
  ClassCodeSchema,
  classCodeText,
  newClassCode,
  readClassCode,
} from './links';

describe('class codes', () => {
  it('are made of the code letters only, none that reads as another', () => {
    let seed = 7;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    for (let i = 0; i < 200; i++) {
      const code = newClassCode(random);
      expect(code).toHaveLength(CLASS_CODE_LENGTH);
      expect(code).toMatch(/^[A-HJKMNP-Z2-9]+$/);
    }
    for (const lookalike of ['0', 'O', '1', 'I', 'L'])
      expect(CLASS_CODE_LETTERS).not.toContain(lookalike);
  });

  it('are read as a parent types them and shown in two halves', () => {
    expect(readClassCode('k7m2-qx4p')).toBe('K7M2QX4P');
    expect(readClassCode(' K7M2 QX4P ')).toBe('K7M2QX4P');
    expect(readClassCode('K7M2QX4')).toBeNull();
    expect(readClassCode('K7M2QX40')).toBeNull();
    expect(readClassCode('K7M2QX4P9')).toBeNull();
    expect(classCodeText('K7M2QX4P')).toBe('K7M2-QX4P');
  });

  it('refuses what is not a code with a reason', () => {
    const refused = ClassCodeSchema.safeParse('hello');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe(
      'A class code has 8 letters and digits, such as K7M2-QX4P',
    );
    expect(ClassCodeSchema.parse('abcd-efgh')).toBe('ABCDEFGH');
  });
});
