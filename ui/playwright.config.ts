import { defineConfig } from '@playwright/test';

// The test harness starts the whole stack (API serving the built UI) and says where it listens,
// so there is no webServer block here.
const baseURL = process.env.E2E_BASE_URL;
if (!baseURL) {
  throw new Error(
    'E2E_BASE_URL is not set. Start the app, then run e.g. ' +
      'E2E_BASE_URL=http://127.0.0.1:3000 npx playwright test -c ui/playwright.config.ts',
  );
}

// Budgets sized for the 2-core machine CI runs on, where the whole stack (API, worker, Temporal,
// Postgres) shares the cores with two browsers: a cold page load there takes seconds, not the
// fraction of one it takes on a laptop. Passing checks return as soon as they pass, so a larger
// budget costs nothing; a check that needs more than 15 s is waiting for something that is not
// coming. Transient states (a run's live progress) are recorded in the page, never raced
// (e2e/support/shown-states.ts).
export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  reporter: 'list',
  workers: 2,
  retries: 0,
  fullyParallel: false,
  forbidOnly: true,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL,
    // DOM snapshots and sources for failures, without the screencast: encoding a frame after
    // every action costs CPU the app under test needs.
    trace: { mode: 'retain-on-failure', screenshots: false },
  },
  projects: [
    {
      name: 'chromium',
      use: {
        browserName: 'chromium',
        // Debian's Chromium headless shell (infra/src/provision/chromium.ts), never a downloaded
        // browser.
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
          args: [
            '--no-sandbox',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-gpu',
            '--no-first-run',
            '--disable-sync',
          ],
        },
      },
    },
  ],
});
