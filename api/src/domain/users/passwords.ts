import argon2 from 'argon2';

/** argon2id at OWASP's recommended minimum: 19 MiB of memory, 2 iterations, 1 lane. */
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, OPTIONS);
}

export function verifyPassword(hash: string, password: string): Promise<boolean> {
  return argon2.verify(hash, password).catch(() => false);
}

/**
 * A hash to verify against when no account exists, so that "no such email" and "wrong password"
 * take the same time and an attacker cannot tell them apart.
 */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  return (decoy ??= hashPassword('decoy password that no account has'));
}
