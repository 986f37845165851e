import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * A secret kept in a file under the data directory, created on first use (mode 0600): sessions
 * survive restarts on one machine without anyone choosing a secret. Deployments set
 * SESSION_SECRET instead.
 */
export async function localSecret(file: string): Promise<string> {
  const existing = await readFile(file, 'utf8').catch(() => '');
  if (existing.trim().length >= 32) return existing.trim();
  const secret = randomBytes(48).toString('base64url');
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, secret, { mode: 0o600 });
  return secret;
}

export interface LocalManager {
  email: string;
  password: string;
}

/** The manager account for local use; its password is made once and kept beside the data. */
export async function localManager(file: string): Promise<LocalManager> {
  const existing = await readFile(file, 'utf8').then(
    (text) => JSON.parse(text) as LocalManager,
    () => undefined,
  );
  if (existing?.email && existing.password) return existing;
  const manager = { email: 'manager@example.com', password: randomBytes(9).toString('base64url') };
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, JSON.stringify(manager, null, 2), { mode: 0o600 });
  return manager;
}
