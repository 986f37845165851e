import { type Page, expect, test } from '@playwright/test';

import { csrf, loginViaApi, newAccount, registerViaApi } from './support/accounts';
import { makeManager } from './support/database';

// Error Logs, end to end: the test stack's route throws (as a bug would) twice; the public answer
// stays the generic 500; a manager finds both occurrences grouped in Error Logs with the request
// id, reads the stack, resolves the group, and the sidebar's count of unresolved groups drops.

test.setTimeout(90_000);

/** Letters only: the grouping signature ignores numbers and ids, so the tag keeps this group ours. */
const letters = (length: number) =>
  Array.from({ length }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

/** The number the sidebar's Error Logs link shows (0 when it shows none). */
async function errorLogsBadge(page: Page): Promise<number> {
  const link = page
    .getByRole('navigation', { name: 'Manager Panel' })
    .getByRole('link', { name: /^Error Logs/ });
  const name = (await link.getAttribute('aria-label')) ?? 'Error Logs';
  return Number(/, (\d+) unresolved$/.exec(name)?.[1] ?? 0);
}

test('a deliberate server error is grouped in Error Logs with its request id, and resolving it lowers the count', async ({
  page,
}) => {
  const manager = newAccount(test.info(), 'errors-manager');
  await registerViaApi(page.request, manager);
  await makeManager(manager.email);
  await loginViaApi(page.request, manager);

  const message = `Deliberate e2e failure ${letters(12)}`;
  const requestIds: string[] = [];
  for (const detail of ['attempt 1 after 12 ms', 'attempt 2 after 480 ms']) {
    const response = await page.request.post('/api/test/server-error', {
      data: { message: `${message} (${detail})` },
      headers: csrf,
    });
    expect(response.status()).toBe(500);
    // The public answer never carries the message or a stack.
    expect(await response.json()).toEqual({
      error: 'internal_error',
      message: 'Something went wrong on our side. Please try again.',
    });
    requestIds.push(response.headers()['x-request-id']!);
  }

  await page.goto('/manager/error-logs?status=open&route=/api/test/server-error');
  await expect(page.getByRole('heading', { level: 1, name: 'Error Logs' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Errors grouped by kind, last seen first' });
  const row = table.getByRole('row').filter({ hasText: message });
  // Two occurrences, one group: the numbers in the message do not split it.
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('POST /api/test/server-error');
  await expect(row.getByRole('cell').nth(3)).toHaveText('2');
  await expect(row).toContainText('Open');
  // On a phone each group is a card with its fields named, not a table scrolled sideways.
  await page.setViewportSize({ width: 360, height: 780 });
  const region = page.getByRole('region', { name: 'Error groups' });
  expect(await region.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  await expect(row.locator('td[data-label="Count"]')).toHaveText('2');
  await page.setViewportSize({ width: 1280, height: 720 });

  const before = await errorLogsBadge(page);
  expect(before).toBeGreaterThanOrEqual(1);

  // The hourly chart counts on an evenly spaced axis (the walk found 0, 2, 4, 8).
  const ticks = page.locator('.recharts-yAxis-tick-labels .recharts-cartesian-axis-tick-value');
  await expect(ticks.first()).toHaveText('0');
  const values = (await ticks.allTextContents()).map(Number);
  expect(values.length).toBeGreaterThanOrEqual(2);
  expect(new Set(values.slice(1).map((value, i) => value - values[i]!)).size).toBe(1);

  await row.getByRole('button', { name: new RegExp(message) }).click();
  const drawer = page.getByRole('dialog', { name: 'internal_error' });
  // The latest occurrence first, with its request id and its stack.
  await expect(drawer.getByText(requestIds[1]!, { exact: true })).toBeVisible();
  const stack = drawer.getByLabel('Stack of the latest occurrence');
  await expect(stack).toContainText(`Error: ${message} (attempt 2 after 480 ms)`);
  await expect(stack).toContainText('test-support.ts');
  await expect(drawer.getByText(requestIds[0]!, { exact: true }).first()).toBeAttached();

  await drawer.getByLabel('Note for the audit log (optional)').fill('Deliberate: nothing to fix');
  await drawer.getByRole('button', { name: 'Mark as resolved' }).click();
  await expect(drawer.getByText(/^Resolved .* by /)).toBeVisible();
  await expect(drawer.getByText('A new occurrence opens this group again.')).toBeVisible();
  await drawer.getByRole('button', { name: 'Close the error' }).click();
  await expect(drawer).toBeHidden();

  // Resolved groups leave the open list, and the sidebar counts one fewer.
  await expect(row).toHaveCount(0);
  await expect.poll(() => errorLogsBadge(page)).toBe(before - 1);

  // The audit log keeps the resolution with its note.
  await page.goto('/manager/workflow-executions/audit-log');
  await expect(page.getByText('Deliberate: nothing to fix').first()).toBeVisible();
});
