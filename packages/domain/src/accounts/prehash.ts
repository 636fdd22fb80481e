/**
 * The browser's pre-hash of a password (docs/product.md, docs/architecture.md "One request"): PBKDF2-SHA256, 100000
 * iterations, 32 bytes, salted with the identifier (the lower-cased e-mail, or a student's
 * account name) and a fixed application string. The server never sees the password itself,
 * and hashes this value again before storing it.
 */
export const PREHASH_ITERATIONS = 100_000;
const APPLICATION_SALT = 'mathsteps.password.v1';

/**
 * WebCrypto and TextEncoder exist in browsers and in Node alike; the domain package is
 * compiled without the DOM's types (it must not touch the page), so it names what it uses.
 */
interface WebCrypto {
  subtle: {
    importKey(
      format: 'raw',
      key: Uint8Array,
      algorithm: 'PBKDF2',
      extractable: false,
      usages: ['deriveBits'],
    ): Promise<unknown>;
    deriveBits(
      algorithm: { name: 'PBKDF2'; hash: 'SHA-256'; salt: Uint8Array; iterations: number },
      key: unknown,
      length: number,
    ): Promise<ArrayBuffer>;
  };
}
const platform = globalThis as unknown as {
  crypto: WebCrypto;
  TextEncoder: new () => { encode(text: string): Uint8Array };
};

export async function prehashPassword(identifier: string, password: string): Promise<string> {
  const encoder = new platform.TextEncoder();
  const key = await platform.crypto.subtle.importKey(
    'raw',
    encoder.encode(password),
    'PBKDF2',
    false,
    ['deriveBits'],
  );
  const bits = await platform.crypto.subtle.deriveBits(
    {
      name: 'PBKDF2',
      hash: 'SHA-256',
      salt: encoder.encode(`${identifier.trim().toLowerCase()}:${APPLICATION_SALT}`),
      iterations: PREHASH_ITERATIONS,
    },
    key,
    256,
  );
  return Array.from(new Uint8Array(bits), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
