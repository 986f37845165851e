import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../environment';

/** The app's version: the root package.json's. */
export function appVersion(): string {
  const manifest = JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as {
    version?: string;
  };
  return manifest.version ?? '0.0.0';
}

/**
 * The commit this build runs: `APP_COMMIT` when the deployment sets it (an image built without
 * `.git`), else `git rev-parse HEAD` in the repository, asked once at start, else null (no git,
 * or not a checkout).
 */
export function appCommit(fromEnv: string | undefined): string | null {
  if (fromEnv) return fromEnv;
  try {
    const out = execFileSync('git', ['rev-parse', 'HEAD'], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      timeout: 2000,
    }).trim();
    return /^[0-9a-f]{7,64}$/.test(out) ? out : null;
  } catch {
    return null;
  }
}
