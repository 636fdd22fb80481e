import { describe, expect, it } from 'vitest';
import { contract } from './contract';
import { REFUSAL_CODES, refusalEnglish, refusalOf } from './refusals';

describe('refusals said by a code', () => {
  it('keeps the English the seed and the programs read', () => {
    expect(refusalEnglish({ code: 'already_done_today', params: { subject: 'addition' } })).toBe(
      "You already finished today's addition. Great work!",
    );
  });

  it('reads a refusal from an answer only with a known code and its parameters', () => {
    const answer = { reason: 'x', code: 'already_done_today', params: { subject: 'division' } };
    expect(refusalOf(answer)).toEqual({
      code: 'already_done_today',
      params: { subject: 'division' },
    });
    expect(refusalOf({ code: 'no_such_code', params: { subject: 'division' } })).toBeUndefined();
    expect(refusalOf({ code: 'already_done_today', params: { subject: 'art' } })).toBeUndefined();
    expect(refusalOf({ code: 'already_done_today' })).toBeUndefined();
    expect(refusalOf(null)).toBeUndefined();
  });

  it('is listed by the tags that answer it, every code by at least one', () => {
    const listed = Object.values(contract).flatMap((spec) => spec.refusals ?? []);
    expect(new Set(listed)).toEqual(new Set(REFUSAL_CODES));
  });
});
