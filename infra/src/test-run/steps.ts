import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { say } from '../log';
import { REPO_ROOT } from '../paths';
import { type FailedTest, jestFailures } from './failed-tests';

/** What one step of `npm test` found. */
export interface StepResult {
  name: string;
  passed: number;
  failed: number;
  note?: string;
  /** The tests that failed, one line each (failed-tests.ts). */
  failures?: FailedTest[];
}

/** A check that passes or fails as a whole (lint, format, typecheck). */
export async function check(
  name: string,
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<StepResult> {
  say(`${name}: ${command} ${args.join(' ')}`);
  const code = await exec(command, args, env);
  return { name, passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1 };
}

/**
 * Jest, every project at once on `workers` worker processes (the slowest files first:
 * slowest-first-sequencer.cjs), its JSON report written to `outDir/jest.json`.
 */
export async function jest(
  env: NodeJS.ProcessEnv,
  outDir: string,
  options: { workers: number; args?: string[] },
): Promise<StepResult> {
  say(`jest: unit and integration tests on ${options.workers} workers`);
  const report = path.join(outDir, 'jest.json');
  const code = await exec(
    'npx',
    [
      'jest',
      `--maxWorkers=${options.workers}`,
      '--json',
      `--outputFile=${report}`,
      ...(options.args ?? []),
    ],
    env,
  );
  const raw = await readJson<unknown>(report);
  const summary = raw as
    | { numPassedTests: number; numFailedTests: number; numRuntimeErrorTestSuites: number }
    | undefined;
  if (!summary) return { name: 'jest', passed: 0, failed: 1, note: `exit ${code}, no report` };
  const broken = summary.numRuntimeErrorTestSuites;
  return {
    name: 'jest',
    passed: summary.numPassedTests,
    failed:
      summary.numFailedTests +
      broken +
      (code !== 0 && summary.numFailedTests + broken === 0 ? 1 : 0),
    note: broken ? `${broken} suites failed to run` : undefined,
    failures: jestFailures(raw, REPO_ROOT),
  };
}

export function exec(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: REPO_ROOT, env, stdio: 'inherit' });
    child.once('error', () => resolve(127));
    child.once('exit', (code) => resolve(code ?? 1));
  });
}

export async function readJson<T>(file: string): Promise<T | undefined> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as T;
  } catch {
    return undefined;
  }
}

/**
 * TypeScript 7's compiler (the native port, package alias `typescript-7`), by path: TypeScript 6
 * stays the `typescript` package for the tools that use the compiler's API (typescript-eslint,
 * the structure tests), and both packages name their command `tsc`. The native checker does the
 * same checks in a third of the CPU time (all five projects, quiet machine: 37 CPU-s against 106).
 */
const TSC_7 = path.join(REPO_ROOT, 'node_modules', 'typescript-7', 'bin', 'tsc');

/** `tsc -p` on each project, one after another, as one check. */
export async function typecheckProjects(
  projects: string[],
  env: NodeJS.ProcessEnv,
): Promise<StepResult> {
  say(`typecheck: tsc -p ${projects.join(', ')} (TypeScript 7)`);
  const failed: string[] = [];
  for (const project of projects) {
    if ((await exec(process.execPath, [TSC_7, '-p', project], env)) !== 0) failed.push(project);
  }
  return {
    name: 'typecheck',
    passed: failed.length === 0 ? 1 : 0,
    failed: failed.length === 0 ? 0 : 1,
    note: failed.length ? `errors in ${failed.join(', ')}` : undefined,
  };
}
