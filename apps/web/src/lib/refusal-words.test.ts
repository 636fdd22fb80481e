import { i18n } from '@lingui/core';
import { REFUSAL_CODES, REFUSALS, type Refusal, refusalEnglish } from '@mathsteps/domain';
import { describe, expect, it } from 'vitest';
import { loadLocale } from './i18n';
import { refusalOf } from './refusal-words';
import { RpcError, reasonOf } from './server-errors';

/** One refusal of each code, as the server answers it. */
const SAMPLES = REFUSAL_CODES.map((code) => {
  const said = REFUSALS[code];
  if (typeof said === 'string') return { code } as Refusal;
  const params = { subject: 'division', level: 7 };
  return {
    code,
    params: Object.fromEntries(said.params.map((name) => [name, params[name]])),
  } as Refusal;
});

const refused = (refusal: Refusal) => new RpcError(409, refusalEnglish(refusal), refusal);

/** The web says these in words a child reads more easily than the API's. */
const SAID_OTHERWISE: Partial<Record<Refusal['code'], string>> = {
  not_signed_in: 'Your session ended. Please log in again.',
};

describe('refusals said by their code', () => {
  it('says each in English as the server does, or in the words chosen for the screen', async () => {
    await loadLocale('en-US', i18n);
    for (const refusal of SAMPLES) {
      const expected = SAID_OTHERWISE[refusal.code] ?? refusalEnglish(refusal);
      expect(reasonOf(refused(refusal), ''), refusal.code).toBe(expected);
    }
  });

  it('says each in both Spanish catalogues, never in English', async () => {
    for (const locale of ['es-419', 'es-ES'] as const) {
      await loadLocale(locale, i18n);
      for (const refusal of SAMPLES) {
        const words = reasonOf(refused(refusal), '');
        expect(words, `${locale} ${refusal.code}`).not.toBe(refusalEnglish(refusal));
        expect(words, `${locale} ${refusal.code}`).not.toMatch(/refusal\.|\{|division/);
      }
    }
  });

  it('says the parameters in Spanish too', async () => {
    await loadLocale('es-419', i18n);
    const done: Refusal = { code: 'already_done_today', params: { subject: 'addition' } };
    expect(reasonOf(refused(done), '')).toBe('Ya terminaste la suma de hoy. ¡Muy bien!');
    const step: Refusal = { code: 'step_not_in_subject', params: { subject: 'division' } };
    expect(reasonOf(refused(step), '')).toBe('Ese paso no ocurre en la división.');
    const closed: Refusal = { code: 'practice_level_closed', params: { level: 5 } };
    expect(reasonOf(refused(closed), '')).toBe(
      'El nivel 5 se abre cuando terminas una tarea del nivel 4.',
    );
  });

  it('keeps its Spanish when the server edits its English', async () => {
    await loadLocale('es-419', i18n);
    const edited = new RpcError(404, 'No student by that name', { code: 'student_not_found' });
    expect(reasonOf(edited, '')).toBe('No se encontró al estudiante');
  });

  it('reads a refusal from an answer: a code and only known parameters of their kind', () => {
    const answer = { reason: 'x', code: 'already_done_today', params: { subject: 'division' } };
    expect(refusalOf(answer)).toEqual({ code: 'already_done_today', params: answer.params });
    expect(refusalOf({ code: 'student_not_found', reason: 'x' })).toEqual({
      code: 'student_not_found',
    });
    const extra = { code: 'already_done_today', params: { subject: 'division', html: '<b>' } };
    expect(refusalOf(extra)).toEqual({ code: 'already_done_today', params: answer.params });
    expect(refusalOf({ code: 'already_done_today', params: { subject: 'art' } })).toBeUndefined();
    expect(refusalOf({ code: 'practice_level_closed', params: { level: 2.5 } })).toBeUndefined();
    expect(refusalOf({ code: 'practice_level_closed', params: 'level' })).toBeUndefined();
    expect(refusalOf({ code: 'Not A Code' })).toBeUndefined();
    expect(refusalOf(null)).toBeUndefined();
  });

  it('says a code it has no message for by the English it came with', async () => {
    await loadLocale('es-419', i18n);
    const unknown = { code: 'some_new_code' } as unknown as Refusal;
    expect(reasonOf(new RpcError(409, 'A new refusal', unknown), '')).toBe('A new refusal');
  });

  it('says a refusal without a code by its English, as before', async () => {
    await loadLocale('en-US', i18n);
    expect(reasonOf(new RpcError(409, 'Something else'), 'fallback')).toBe('Something else');
  });
});
