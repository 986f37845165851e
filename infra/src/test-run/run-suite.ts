import { randomBytes } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { freePort } from '../free-port';
import { say } from '../log';
import { dataDir } from '../paths';
import { buildUi, buildWorkflowBundle } from '../provision/build-steps';
import { ensureChromium } from '../provision/chromium';
import { ensureNginx } from '../provision/nginx';
import { provisionPostgres } from '../provision/postgres';
import { findTemporalCli } from '../provision/temporal-cli';
import { startTemporalDevServer } from '../provision/temporal-server';
import { findVersitygw } from '../provision/versitygw';
import { probeMachineSpeed } from './machine-speed';
import { playwright } from './playwright-step';
import { StageClock } from './stage-clock';
import { check, jest, type StepResult, typecheckProjects } from './steps';
import { reportTimings } from './timing-report';

/**
 * What one run checks. `npm test` checks everything (run-tests.ts); `npm run test:changed` what a
 * change touches (run-changed-tests.ts). A step set to `undefined` is skipped.
 */
export interface SuitePlan {
  /** Arguments to eslint and to prettier --check: `['.']` for everything. */
  lint?: string[];
  format?: string[];
  /** The tsconfig projects to typecheck (`tsc -p`). */
  typecheck?: string[];
  /** Arguments to Jest beyond the runner's own; `[]` runs every suite. */
  jest?: string[];
  /** Arguments to Playwright; `[]` runs every spec. */
  playwright?: string[];
  /** Only a whole run is held to the time budget; any other just gets its table. */
  wholeRun: boolean;
}

/**
 * Jest's worker processes. Jest's default on a 2-core machine is one, which left the second core
 * idle whenever a suite waited on Postgres, Temporal or the app's processes. With two, Jest's
 * stage went from 1,483 to 918 s on the CI machine, both cores then busy throughout (vmstat).
 */
const JEST_WORKERS = 2;

/**
 * Provisions, then runs lint, format and typecheck beside the builds and Jest (unit and
 * integration against the real Postgres and a Temporal dev server of this run's own), then
 * Playwright against a running stack. Every step runs even if an earlier one failed; the end
 * prints each stage's time, the 20 slowest test files and the budget's verdict, and the last line
 * sums everything up. Everything is kept under `data/test-runs/<id>/`. Answers the exit code.
 */
/** How many failed tests the summary names per step; the runners' reports above have them all. */
const SHOWN_FAILURES = 12;

export async function runSuite(plan: SuitePlan): Promise<number> {
  const clock = StageClock.sinceBootstrap();
  const data = dataDir();
  const results: StepResult[] = [];
  const runId = `${new Date().toISOString().slice(0, 19).replace(/[:T]/g, '-')}-${randomBytes(2).toString('hex')}`;
  const outDir = path.join(data, 'test-runs', runId);
  await mkdir(outDir, { recursive: true });
  // Timed while nothing else runs: before anything starts, and again once everything stopped.
  const probeSeconds = [probeMachineSpeed()];

  // nginx and the S3 gateway for the cluster and storage tests: installed or built here, once,
  // not inside a test file's time (on a machine without the gateway, building it took 201 s of
  // the first cluster test's).
  say('Provisioning: Temporal CLI, Postgres, Chromium, nginx, the S3 gateway');
  const [cli, postgres, chromium] = await clock.time('provision', () =>
    Promise.all([
      findTemporalCli(),
      provisionPostgres({ dataDir: data }),
      ensureChromium(),
      ensureNginx(),
      findVersitygw(),
    ]),
  );
  const temporal = await clock.time('temporal dev server', async () =>
    startTemporalDevServer({
      cli,
      port: await freePort(),
      logFile: path.join(outDir, 'temporal.log'),
    }),
  );
  const setupLog = path.join(outDir, 'setups.jsonl');
  const env = {
    ...process.env,
    TEMPORAL_ADDRESS: temporal.address,
    CHROMIUM_PATH: chromium,
    TEST_SETUP_LOG: setupLog,
  };

  try {
    // The static checks take one core; the builds and then Jest take what is left.
    const staticChecks = (async () => {
      const { lint, format, typecheck } = plan;
      if (lint)
        results.push(
          await clock.time('lint', () => check('lint', 'npx', ['eslint', ...lint], env)),
        );
      if (format)
        results.push(
          await clock.time('format', () =>
            check('format', 'npx', ['prettier', '--check', '--ignore-unknown', ...format], env),
          ),
        );
      if (typecheck)
        results.push(await clock.time('typecheck', () => typecheckProjects(typecheck, env)));
    })();
    const tests = (async () => {
      const [workflowBundlePath, uiDistDir] = await clock.time('build workflows and UI', () =>
        Promise.all([buildWorkflowBundle(data), plan.playwright ? buildUi() : Promise.resolve('')]),
      );
      const testEnv = { ...env, TEST_WORKFLOW_BUNDLE: workflowBundlePath };
      const { jest: jestArgs, playwright: playwrightArgs } = plan;
      if (jestArgs)
        results.push(
          await clock.time('jest', () =>
            jest(testEnv, outDir, { workers: JEST_WORKERS, args: jestArgs }),
          ),
        );
      if (playwrightArgs)
        results.push(
          await clock.time('playwright', () =>
            playwright(testEnv, outDir, postgres, runId, {
              uiDistDir,
              workflowBundlePath,
              args: playwrightArgs,
            }),
          ),
        );
    })();
    // Both lanes finish before anything is stopped, even when one of them threw.
    const lanes = await Promise.allSettled([staticChecks, tests]);
    for (const lane of lanes) if (lane.status === 'rejected') throw lane.reason;
  } finally {
    await temporal.stop();
    await postgres.stop();
  }

  probeSeconds.push(probeMachineSpeed());
  // Only a whole run is held to the budget; a developer's partial run just gets its table.
  results.push(await reportTimings({ clock, outDir, wholeRun: plan.wholeRun, probeSeconds }));

  console.log('\nResults:');
  for (const r of results) {
    console.log(
      `  ${r.failed ? '✗' : '✓'} ${r.name}: ${r.passed} passed, ${r.failed} failed${r.note ? ` (${r.note})` : ''}`,
    );
    const failures = r.failures ?? [];
    for (const line of failures.slice(0, SHOWN_FAILURES)) console.log(`      ${line}`);
    if (failures.length > SHOWN_FAILURES)
      console.log(`      …and ${failures.length - SHOWN_FAILURES} more`);
  }
  const passed = results.reduce((n, r) => n + r.passed, 0);
  const failed = results.reduce((n, r) => n + r.failed, 0);
  console.log(`Summary: ${passed} passed, ${failed} failed`);
  return failed === 0 ? 0 : 1;
}

/** Runs the suite as a command: exits with its code, and a crash still ends in a summary line. */
export function runSuiteAndExit(plan: SuitePlan): void {
  runSuite(plan).then(
    (code) => process.exit(code),
    (error) => {
      console.error(error instanceof Error ? error.stack : error);
      console.log('Summary: 0 passed, 1 failed');
      process.exit(1);
    },
  );
}
