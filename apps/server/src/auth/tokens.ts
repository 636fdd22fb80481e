import { createHash, randomBytes, randomInt } from 'node:crypto';

/** A random token of `bytes` bytes, URL-safe. */
export function randomToken(bytes: number): string {
  return randomBytes(bytes).toString('base64url');
}

/** An 8-digit verification code, leading zeros kept. */
export function randomCode(): string {
  return String(randomInt(0, 100_000_000)).padStart(8, '0');
}

/** What the database keeps of a token or code. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
