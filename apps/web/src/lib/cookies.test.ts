import { afterEach, describe, expect, it } from 'vitest';
import { deleteCookie, readCookie, writeCookie } from './cookies';

describe('readCookie', () => {
  afterEach(() => deleteCookie('ms_locale'));

  it('reads what writeCookie wrote', () => {
    writeCookie('ms_locale', 'es-419', 1);
    expect(readCookie('ms_locale')).toBe('es-419');
  });

  it('takes a value that does not decode as no value, and does not throw', () => {
    // biome-ignore lint/suspicious/noDocumentCookie: a cookie as a broken client leaves it.
    document.cookie = 'ms_locale=%; Path=/';
    expect(readCookie('ms_locale')).toBeUndefined();
  });
});
