import { hash, verify, type Options } from '@node-rs/argon2';

/**
 * argon2id at OWASP's recommended minimum: 19 MiB of memory, 2 iterations, 1 lane.
 * @node-rs/argon2 ships prebuilt binaries per platform (no install script, no compiler needed);
 * hashes are standard PHC strings, so any argon2 library can verify them.
 */
const OPTIONS: Options = {
  // Algorithm.Argon2id; the library declares it as a const enum, which isolated modules cannot read.
  algorithm: 2,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return verify(passwordHash, password).catch(() => false);
}

/**
 * A hash to verify against when no account exists, so that "no such email" and "wrong password"
 * take the same time and an attacker cannot tell them apart.
 */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  return (decoy ??= hashPassword('decoy password that no account has'));
}
