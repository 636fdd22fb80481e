import { hash, verify } from '@node-rs/argon2';

/**
 * The server's hash of the browser's pre-hash (docs/architecture.md): argon2id with OWASP's
 * minimum (19 MiB, 2 passes, 1 lane). The pre-hash alone never reaches the database.
 */
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(prehash: string): Promise<string> {
  return hash(prehash, OPTIONS);
}

// A real hash of a value nobody sends, so that an unknown e-mail costs the same time as a
// wrong password and the two cannot be told apart.
let decoy: Promise<string> | undefined;

/** Checks a pre-hash against a stored hash, or against the decoy when there is none. */
export async function verifyPassword(
  stored: string | undefined,
  prehash: string,
): Promise<boolean> {
  decoy ??= hashPassword('0'.repeat(64));
  const ok = await verify(stored ?? (await decoy), prehash).catch(() => false);
  return stored !== undefined && ok;
}
