import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { type Db, eq, tables } from '@mathsteps/db';

/**
 * Keyed hashes and signatures with the server's secret. Every use names its
 * purpose, so a value made for one can never stand for another.
 */
export interface ServerKeys {
  /** HMAC-SHA-256 of `text` for `purpose`, 32 hex characters: what is stored, never the text. */
  hash(purpose: string, text: string): string;
  /** Whether `signature` is `hash(purpose, text)`, compared in constant time. */
  verify(purpose: string, text: string, signature: string): boolean;
}

export function serverKeys(secret: string): ServerKeys {
  const hash = (purpose: string, text: string) =>
    createHmac('sha256', secret).update(`${purpose}\n${text}`).digest('hex').slice(0, 32);
  return {
    hash,
    verify(purpose, text, signature) {
      const expected = Buffer.from(hash(purpose, text));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

const KEY_NAME = 'main';

/**
 * SECRET_KEY, or the key kept in the database: made by the first process that starts (the
 * others racing it read the one that was written), so a fresh install needs no setup.
 */
export async function loadServerKeys(db: Db, secretKey: string | undefined): Promise<ServerKeys> {
  if (secretKey) return serverKeys(secretKey);
  await db
    .insert(tables.serverKeys)
    .values({ name: KEY_NAME, secret: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ secret: tables.serverKeys.secret })
    .from(tables.serverKeys)
    .where(eq(tables.serverKeys.name, KEY_NAME));
  if (!row) throw new Error('the server key could not be read back');
  return serverKeys(row.secret);
}
