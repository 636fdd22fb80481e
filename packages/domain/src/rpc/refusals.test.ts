import { describe, expect, it } from 'vitest';
import { contract } from './contract';
import { ANY_TAG_REFUSALS, REFUSAL_CODES, refusalEnglish } from './refusals';

describe('refusals said by a code', () => {
  it('keeps the English the seed and the programs read', () => {
    expect(refusalEnglish({ code: 'already_done_today', params: { subject: 'addition' } })).toBe(
      "You already finished today's addition. Great work!",
    );
    expect(refusalEnglish({ code: 'practice_level_closed', params: { level: 4 } })).toBe(
      'Level 4 opens when you finish an assignment at level 3.',
    );
    expect(refusalEnglish({ code: 'invalid_credentials' })).toBe('Invalid credentials');
  });

  it('is listed by the tags that answer it, every code by at least one', () => {
    const listed = Object.values(contract).flatMap((spec) => spec.refusals ?? []);
    const everywhere: readonly string[] = ANY_TAG_REFUSALS;
    const ownCodes = REFUSAL_CODES.filter((code) => !everywhere.includes(code));
    expect(new Set(listed)).toEqual(new Set(ownCodes));
  });
});
