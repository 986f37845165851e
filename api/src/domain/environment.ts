import path from 'node:path';
import { z } from 'zod';

/** The repository root, for defaults such as `data/` (API and worker run from source with tsx). */
export const REPO_ROOT = path.resolve(__dirname, '../../..');

export const logLevelSchema = z
  .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
  .default('info');

/**
 * Parses a process's environment against its schema, once at start-up. Every problem is listed
 * in one error, so a misconfigured process says everything that is wrong before it stops.
 */
export function parseEnvironment<S extends z.ZodType>(
  schema: S,
  env: NodeJS.ProcessEnv,
  what: string,
): z.infer<S> {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid ${what} configuration:\n  ${problems.join('\n  ')}`);
  }
  return parsed.data;
}
