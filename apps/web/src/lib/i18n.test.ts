import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { loadLocale } from './i18n';

/** The server's refusal to a session that has ended, as it sends it. */
const SESSION_ENDED = 'Authentication token not found. Please log in again.';

describe('the catalogues', () => {
  it('say an ended session kindly in English too, as in Spanish', async () => {
    const english = await loadLocale('en-US', setupI18n());
    expect(english._(SESSION_ENDED)).toBe('Your session ended. Please log in again.');
    const spanish = await loadLocale('es-419', setupI18n());
    expect(spanish._(SESSION_ENDED)).toBe('Tu sesión terminó. Vuelve a iniciar sesión.');
  });
});
