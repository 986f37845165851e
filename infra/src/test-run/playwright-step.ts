import { randomBytes as secretBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { prepareDatabase } from '@studio/api/db/migrate';
import { createDatabase } from '@studio/api/domain/database';
import { startAppProcesses } from '../app-processes';
import { freePort } from '../free-port';
import { say } from '../log';
import { ensureDatabase, type PostgresServer } from '../provision/postgres';
import { spawnLocalOidcProvider } from '../testing/local-oidc-provider';
import { startMailCatcher } from '../testing/mail-catcher';
import { startProductPageServer } from '../testing/product-page-server';
import { playwrightFailures } from './failed-tests';
import { exec, readJson, type StepResult } from './steps';

/** Starts the app on a database and task queue of its own, then runs Playwright against it. */
export async function playwright(
  env: NodeJS.ProcessEnv,
  outDir: string,
  postgres: PostgresServer,
  runId: string,
  options: { uiDistDir: string; workflowBundlePath: string; args: string[] },
): Promise<StepResult> {
  const { uiDistDir, workflowBundlePath } = options;
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
        ...options.args,
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
    const raw = await readJson<{ stats: { expected: number; unexpected: number; flaky: number } }>(
      report,
    );
    const stats = raw?.stats;
    if (!stats)
      return { name: 'playwright', passed: 0, failed: 1, note: `exit ${code}, no report` };
    return {
      name: 'playwright',
      passed: stats.expected,
      failed: stats.unexpected + stats.flaky + (code !== 0 && stats.unexpected === 0 ? 1 : 0),
      note: stats.flaky ? `${stats.flaky} flaky` : undefined,
      failures: playwrightFailures(raw, 'ui/e2e'),
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
