import { hash, verify } from '@node-rs/argon2';

/**
 * OWASP's argon2id minimum (19 MiB, 2 passes, 1 lane). The library's default algorithm is argon2id;
 * its `Algorithm` enum is a const enum that isolated modules cannot import, so it is left implicit
 * and a test asserts the `$argon2id$` prefix instead.
 */
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1, outputLen: 32 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** False for a wrong password and for a malformed stored hash (never throws on user input). */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same time as a real check when the account does not exist, so response times do not
 * tell an attacker which emails are registered. Always false.
 */
export async function verifyDummyPassword(password: string): Promise<false> {
  dummyHash ??= hashPassword('uniguide-timing-equaliser');
  await verifyPassword(await dummyHash, password);
  return false;
}
