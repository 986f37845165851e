import os from 'node:os';
import path from 'node:path';

export const REPO_ROOT = path.resolve(__dirname, '../..');

/** Local state (database, Temporal history, files, logs): `DATA_DIR`, else `data/` in the repo. */
export function dataDir(env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(env.DATA_DIR ?? path.join(REPO_ROOT, 'data'));
}

/** Per-user cache shared by every clone (the Temporal CLI is built into it once). */
export function userCacheDir(env: NodeJS.ProcessEnv = process.env): string {
  return path.join(env.XDG_CACHE_HOME ?? path.join(os.homedir(), '.cache'), 'snapshot-studio');
}
