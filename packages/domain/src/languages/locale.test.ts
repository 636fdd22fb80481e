import { describe, expect, it } from 'vitest';
import { acceptedLanguages, chooseLocale, languageOf, localeOfTag } from './locale';

describe('acceptedLanguages', () => {
  it('orders the tags by weight, keeping the browser order between equals', () => {
    expect(acceptedLanguages('fr;q=0.5, es-MX, en;q=0.8, es;q=0.9')).toEqual([
      'es-MX',
      'es',
      'en',
      'fr',
    ]);
  });

  it('leaves out what the browser refuses, the wildcard and empty parts', () => {
    expect(acceptedLanguages('es;q=0, *, ,en-GB;q=0.3')).toEqual(['en-GB']);
  });

  it('reads no header, or a broken weight, without failing', () => {
    expect(acceptedLanguages(undefined)).toEqual([]);
    expect(acceptedLanguages('es;q=abc')).toEqual(['es']);
  });
});

describe('chooseLocale', () => {
  it('keeps the locale chosen before, whatever the browser says', () => {
    expect(chooseLocale('es-ES', ['en-US'])).toBe('es-ES');
    expect(chooseLocale('en-US', ['es-MX'])).toBe('en-US');
  });

  it("takes the first of the browser's languages that MathSteps speaks", () => {
    expect(chooseLocale(undefined, ['fr-FR', 'es-MX', 'en'])).toBe('es-419');
    expect(chooseLocale(undefined, ['de', 'en-GB', 'es'])).toBe('en-US');
  });

  it('writes numbers as Spain does only for Spanish from Spain', () => {
    expect(localeOfTag('es-ES')).toBe('es-ES');
    expect(localeOfTag('es_es')).toBe('es-ES');
    for (const tag of ['es', 'es-MX', 'es-US', 'es-419', 'es-AR'])
      expect(localeOfTag(tag)).toBe('es-419');
    expect(localeOfTag('pt-BR')).toBeUndefined();
  });

  it('falls back to English for a cookie it does not know and a browser it cannot serve', () => {
    expect(chooseLocale('xx-YY', ['fr'])).toBe('en-US');
    expect(chooseLocale(42, [])).toBe('en-US');
  });

  it('reads the catalogue of each locale', () => {
    expect(languageOf('en-US')).toBe('en');
    expect(languageOf('es-419')).toBe('es');
    expect(languageOf('es-ES')).toBe('es');
  });
});
