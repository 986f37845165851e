import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

const SKIPPED = new Set([
  'node_modules',
  'dist',
  'coverage',
  'test-results',
  'playwright-report',
  '__tests__',
  'e2e',
]);

/**
 * A hash of every file under `roots` (tests and build output left out). Build steps compare it
 * with the hash stored beside their output and skip work when nothing changed.
 */
export async function hashSources(roots: string[]): Promise<string> {
  const hash = createHash('sha256');
  for (const root of roots) {
    for (const file of (await listFiles(root)).sort()) {
      hash
        .update(path.relative(root, file))
        .update('\0')
        .update(await readFile(file))
        .update('\0');
    }
  }
  return hash.digest('hex');
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const files = await Promise.all(
    entries.map(async (entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return SKIPPED.has(entry.name) ? [] : listFiles(full);
      return entry.isFile() ? [full] : [];
    }),
  );
  return files.flat();
}
