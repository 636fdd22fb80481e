import { i18n } from '@lingui/core';
import { REFUSAL_CODES, type Refusal, refusalEnglish } from '@mathsteps/domain';
import { describe, expect, it } from 'vitest';
import { loadLocale } from './i18n';
import { RpcError, reasonOf } from './server-errors';

/** One refusal of each code, as the server answers it. */
const SAMPLES: Refusal[] = [
  { code: 'already_done_today', params: { subject: 'addition' } },
  { code: 'step_not_in_subject', params: { subject: 'division' } },
];

const refused = (refusal: Refusal) => new RpcError(409, refusalEnglish(refusal), refusal);

describe('refusals said by their code', () => {
  it('has a sample of every code', () => {
    expect(SAMPLES.map((refusal) => refusal.code).sort()).toEqual([...REFUSAL_CODES].sort());
  });

  it('says each in English as the server does', async () => {
    await loadLocale('en-US', i18n);
    for (const refusal of SAMPLES)
      expect(reasonOf(refused(refusal), '')).toBe(refusalEnglish(refusal));
  });

  it('says each in Spanish, with the subject in Spanish too', async () => {
    await loadLocale('es-419', i18n);
    expect(reasonOf(refused(SAMPLES[0]!), '')).toBe('Ya terminaste la suma de hoy. ¡Muy bien!');
    expect(reasonOf(refused(SAMPLES[1]!), '')).toBe('Ese paso no ocurre en la división.');
  });

  it('says a refusal without a code by its English, as before', async () => {
    await loadLocale('en-US', i18n);
    expect(reasonOf(new RpcError(409, 'Something else'), 'fallback')).toBe('Something else');
  });
});
