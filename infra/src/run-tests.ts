import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { randomBytes as secretBytes } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { prepareDatabase } from '@studio/api/db/migrate';
import { createDatabase } from '@studio/api/domain/database';
import { startAppProcesses } from './app-processes';
import { freePort } from './free-port';
import { say } from './log';
import { dataDir, REPO_ROOT } from './paths';
import { buildUi, buildWorkflowBundle } from './provision/build-steps';
import { ensureChromium } from './provision/chromium';
import { ensureDatabase, provisionPostgres, type PostgresServer } from './provision/postgres';
import { findTemporalCli } from './provision/temporal-cli';
import { startTemporalDevServer } from './provision/temporal-server';
import { spawnLocalOidcProvider } from './testing/local-oidc-provider';
import { startMailCatcher } from './testing/mail-catcher';
import { startProductPageServer } from './testing/product-page-server';

/**
 * For a developer's quicker loop: `TEST_STEPS=jest,playwright` runs only those steps, and
 * `PLAYWRIGHT_ARGS` (e.g. `e2e/products.spec.ts`) is passed on to Playwright. CI sets neither.
 */
const STEPS = process.env.TEST_STEPS?.split(',').map((step) => step.trim());
const wanted = (step: string) => !STEPS || STEPS.includes(step);
const PLAYWRIGHT_ARGS = process.env.PLAYWRIGHT_ARGS?.split(' ').filter(Boolean) ?? [];

interface StepResult {
  name: string;
  passed: number;
  failed: number;
  note?: string;
}

/**
 * `npm test`: provision, then lint, typecheck, Jest (unit and integration against the real
 * Postgres and a Temporal dev server of this run's own) and Playwright against a running stack.
 * Every step runs even if an earlier one failed; the last line sums them up.
 */
async function run(): Promise<number> {
  const data = dataDir();
  const results: StepResult[] = [];
  const runId = randomBytes(4).toString('hex');
  const outDir = path.join(data, 'test-runs', runId);
  await mkdir(outDir, { recursive: true });

  say('Provisioning: Temporal CLI, Postgres, Chromium');
  const [cli, postgres, chromium] = await Promise.all([
    findTemporalCli(),
    provisionPostgres({ dataDir: data }),
    ensureChromium(),
  ]);
  const temporal = await startTemporalDevServer({
    cli,
    port: await freePort(),
    logFile: path.join(outDir, 'temporal.log'),
  });
  const env = { ...process.env, TEMPORAL_ADDRESS: temporal.address, CHROMIUM_PATH: chromium };

  try {
    if (wanted('lint')) results.push(await check('lint', 'npx', ['eslint', '.'], env));
    if (wanted('format'))
      results.push(await check('format', 'npx', ['prettier', '--check', '.'], env));
    if (wanted('typecheck'))
      results.push(await check('typecheck', 'npm', ['run', 'typecheck', '--silent'], env));
    if (wanted('jest')) results.push(await jest(env, outDir));
    if (wanted('playwright')) results.push(await playwright(env, outDir, postgres, runId));
  } finally {
    await temporal.stop();
    await postgres.stop();
  }

  console.log('\nResults:');
  for (const r of results) {
    console.log(
      `  ${r.failed ? '✗' : '✓'} ${r.name}: ${r.passed} passed, ${r.failed} failed${r.note ? ` (${r.note})` : ''}`,
    );
  }
  const passed = results.reduce((n, r) => n + r.passed, 0);
  const failed = results.reduce((n, r) => n + r.failed, 0);
  console.log(`Summary: ${passed} passed, ${failed} failed`);
  return failed === 0 ? 0 : 1;
}

/** A check that passes or fails as a whole (lint, format, typecheck). */
async function check(
  name: string,
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<StepResult> {
  say(`${name}: ${command} ${args.join(' ')}`);
  const code = await exec(command, args, env);
  return { name, passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1 };
}

async function jest(env: NodeJS.ProcessEnv, outDir: string): Promise<StepResult> {
  say('jest: unit and integration tests');
  const report = path.join(outDir, 'jest.json');
  const code = await exec('npx', ['jest', '--json', `--outputFile=${report}`], env);
  const summary = await readJson<{
    numPassedTests: number;
    numFailedTests: number;
    numRuntimeErrorTestSuites: number;
  }>(report);
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
  };
}

/** Starts the app on a database and task queue of its own, then runs Playwright against it. */
async function playwright(
  env: NodeJS.ProcessEnv,
  outDir: string,
  postgres: PostgresServer,
  runId: string,
): Promise<StepResult> {
  say('playwright: end-to-end tests in Chromium');
  const database = `studio_e2e_${runId}`;
  const appData = await mkdtemp(path.join(os.tmpdir(), 'studio-e2e-'));
  // The Production Import spec's second environment has a freshly migrated and seeded database.
  const importDatabase = `${database}_import`;
  const [databaseUrl, importDatabaseUrl] = (await Promise.all(
    [database, importDatabase].map(async (name) => {
      const url = await ensureDatabase(postgres, name);
      const db = createDatabase(url);
      await prepareDatabase(db).finally(() => db.destroy());
      return url;
    }),
  )) as [string, string];
  const [uiDistDir, workflowBundlePath] = await Promise.all([
    buildUi(),
    buildWorkflowBundle(dataDir()),
  ]);
  // Every mail the app sends goes over SMTP to this catcher, which files it for the specs to read.
  const mailDir = path.join(appData, 'caught-mail');
  // The executions console's specs rehearse provider outages here (orchestrator README, "Fault
  // drills"); until a spec writes it there is no file, and so no fault.
  const faultsFile = path.join(appData, 'fault-drills.json');
  const mail = await startMailCatcher({ dir: mailDir });
  // Product pages come from a local fixture shop, the one address the worker's guard lets through.
  const shop = await startProductPageServer().catch(async (error) => {
    await mail.close();
    throw error;
  });
  const port = await freePort();
  // Google sign-in goes to a real OpenID provider of this run's own.
  const oidc = await spawnLocalOidcProvider({
    redirectUris: [`http://127.0.0.1:${port}/auth/google/callback`],
    logFile: path.join(outDir, 'oidc-provider.log'),
  }).catch(async (error) => {
    await Promise.all([mail.close(), shop.close()]);
    throw error;
  });
  const app = await startAppProcesses({
    databaseUrl,
    temporalAddress: env.TEMPORAL_ADDRESS!,
    taskQueue: `e2e-${runId}`,
    dataDir: appData,
    host: '127.0.0.1',
    port,
    workflowBundlePath,
    uiDistDir,
    output: { logDir: outDir },
    extraEnv: {
      PACKSHOT_SIZE: '512',
      SESSION_SECRET: secretBytes(32).toString('hex'),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      SMTP_URL: mail.url,
      // The specs sign up many accounts from one address.
      RATE_LIMIT_FACTOR: '50',
      GOOGLE_ISSUER_URL: oidc.issuer,
      GOOGLE_CLIENT_ID: oidc.clientId,
      GOOGLE_CLIENT_SECRET: oidc.clientSecret,
      URL_FETCH_ALLOWED_HOSTS: shop.host,
      AI_FAULTS_FILE: faultsFile,
      // POST /api/test/server-error, for the Error Logs spec.
      ENABLE_TEST_ROUTES: 'true',
    },
  }).catch(async (error) => {
    await Promise.all([mail.close(), oidc.stop(), shop.close()]);
    throw error;
  });
  // The second environment: an API alone (importing starts no workflow) on that database.
  const importPort = await freePort();
  const importTarget = await startAppProcesses({
    databaseUrl: importDatabaseUrl,
    temporalAddress: env.TEMPORAL_ADDRESS!,
    taskQueue: `e2e-import-${runId}`,
    dataDir: path.join(appData, 'import-target'),
    host: '127.0.0.1',
    port: importPort,
    workflowBundlePath,
    uiDistDir,
    output: { logDir: path.join(outDir, 'import-target') },
    apiOnly: true,
    extraEnv: {
      SESSION_SECRET: secretBytes(32).toString('hex'),
      PUBLIC_URL: `http://127.0.0.1:${importPort}`,
      SMTP_URL: mail.url,
      RATE_LIMIT_FACTOR: '50',
    },
  }).catch(async (error) => {
    await Promise.all([app.stop(), mail.close(), oidc.stop(), shop.close()]);
    throw error;
  });
  const report = path.join(outDir, 'playwright.json');
  try {
    const code = await exec(
      'npx',
      [
        'playwright',
        'test',
        '-c',
        'ui/playwright.config.ts',
        '--reporter=list,json',
        ...PLAYWRIGHT_ARGS,
      ],
      {
        ...env,
        E2E_BASE_URL: app.apiUrl,
        E2E_MAIL_DIR: mailDir,
        E2E_FAULTS_FILE: faultsFile,
        E2E_DATABASE_URL: databaseUrl,
        E2E_IMPORT_BASE_URL: importTarget.apiUrl,
        E2E_IMPORT_DATABASE_URL: importDatabaseUrl,
        E2E_PRODUCT_PAGE_URL: shop.url,
        // For the fidelity spec's own API and worker (infra/src/testing/cloud-scenes-stack.ts).
        E2E_WORKFLOW_BUNDLE: workflowBundlePath,
        E2E_UI_DIST_DIR: uiDistDir,
        PLAYWRIGHT_JSON_OUTPUT_NAME: report,
      },
    );
    const stats = (
      await readJson<{ stats: { expected: number; unexpected: number; flaky: number } }>(report)
    )?.stats;
    if (!stats)
      return { name: 'playwright', passed: 0, failed: 1, note: `exit ${code}, no report` };
    return {
      name: 'playwright',
      passed: stats.expected,
      failed: stats.unexpected + stats.flaky + (code !== 0 && stats.unexpected === 0 ? 1 : 0),
      note: stats.flaky ? `${stats.flaky} flaky` : undefined,
    };
  } finally {
    await Promise.all([app.stop(), importTarget.stop()]);
    await Promise.all([mail.close(), oidc.stop(), shop.close()]);
    const admin = createDatabase(postgres.urlFor('postgres'));
    await Promise.all(
      [database, importDatabase].map((name) =>
        admin.raw('drop database if exists ?? with (force)', [name]),
      ),
    ).finally(() => admin.destroy());
    await rm(appData, { recursive: true, force: true });
  }
}

function exec(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: REPO_ROOT, env, stdio: 'inherit' });
    child.once('error', () => resolve(127));
    child.once('exit', (code) => resolve(code ?? 1));
  });
}

async function readJson<T>(file: string): Promise<T | undefined> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as T;
  } catch {
    return undefined;
  }
}

run().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error instanceof Error ? error.stack : error);
    console.log('Summary: 0 passed, 1 failed');
    process.exit(1);
  },
);
