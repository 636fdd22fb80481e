import { setupI18n } from '@lingui/core';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { describe, expect, it } from 'vitest';
import { loadLocale } from './i18n';

/** The server's refusal to a session that has ended, by its code's message. */
const SESSION_ENDED = 'refusal.not_signed_in';

describe('the catalogues', () => {
  it('say an ended session kindly in English too, as in Spanish', async () => {
    const english = await loadLocale('en-US', setupI18n());
    expect(english._(SESSION_ENDED)).toBe('Your session ended. Please log in again.');
    const spanish = await loadLocale('es-419', setupI18n());
    expect(spanish._(SESSION_ENDED)).toBe('Tu sesión terminó. Vuelve a iniciar sesión.');
  });
});

describe("Spain's catalogue", () => {
  const said = (i18n: Awaited<ReturnType<typeof loadLocale>>, english: string) =>
    i18n._(generateMessageId(english));

  it("says Spain's words where Spain says otherwise, and es.po's everywhere else", async () => {
    const spain = await loadLocale('es-ES', setupI18n());
    const latinAmerica = await loadLocale('es-419', setupI18n());
    expect(said(spain, 'Manage Account')).toBe('Gestionar cuenta');
    expect(said(latinAmerica, 'Manage Account')).toBe('Administrar cuenta');
    expect(said(spain, 'Add Student')).toBe('Añadir estudiante');
    expect(said(latinAmerica, 'Add Student')).toBe('Agregar estudiante');
    // A message Spain does not say otherwise comes from es.po.
    expect(said(spain, 'Assignments')).toBe(said(latinAmerica, 'Assignments'));
    expect(said(spain, 'Assignments')).not.toBe('Assignments');
  });
});
