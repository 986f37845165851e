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

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  reporter: 'list',
  workers: 2,
  retries: 0,
  fullyParallel: false,
  forbidOnly: true,
  use: {
    baseURL,
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        browserName: 'chromium',
        // Debian's Chromium, never a downloaded browser.
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
