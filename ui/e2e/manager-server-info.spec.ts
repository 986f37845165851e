import { expect, test } from '@playwright/test';

import { loginViaApi, newAccount, registerViaApi } from './support/accounts';
import { makeManager } from './support/database';

// Server Information against the running test stack: Postgres and Temporal answer, and the
// worker that `npm test` started polls each of the deployment's task queues.

test('a manager sees Postgres and Temporal healthy and each task queue’s pollers', async ({
  page,
}) => {
  const manager = newAccount(test.info(), 'server-manager');
  await registerViaApi(page.request, manager);
  await makeManager(manager.email);
  await loginViaApi(page.request, manager);

  await page.goto('/manager/server-info');
  await expect(page.getByRole('heading', { level: 1, name: 'Server Information' })).toBeVisible();

  await expect(page.getByRole('region', { name: 'Postgres' })).toContainText(/Healthy · \d+ ms/);
  await expect(page.getByRole('region', { name: 'Temporal' })).toContainText(/Healthy · \d+ ms/);
  await expect(page.getByRole('region', { name: 'Temporal' })).toContainText(/Version\s*\d+\.\d+/);
  await expect(page.getByRole('region', { name: 'Application' })).toContainText('Node');

  const queues = page.getByRole('table', { name: 'Task queues with their pollers and backlog' });
  const rows = queues.getByRole('row');
  await expect(rows).toHaveCount(4);
  for (const [role, pollers] of [
    ['Workflows and database steps', 2],
    ['Image work', 1],
    ['AI provider calls', 1],
  ] as const) {
    const row = rows.filter({ hasText: role });
    await expect(row).toHaveCount(1);
    // Every queue has its activity pollers, the base queue its workflow pollers too: the worker's
    // identity (pid@host) shown for each.
    await expect(row.getByText(/^\d+@/)).toHaveCount(pollers);
  }

  // The page refreshes itself (every 10 s while visible): a second call arrives on its own.
  const refreshed = page.waitForResponse(
    (response) => response.url().endsWith('/api/manager/server-info') && response.ok(),
    { timeout: 20_000 },
  );
  await refreshed;
});
