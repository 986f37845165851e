import { expect, test } from '@playwright/test';

test('the offline banner appears offline and hides 3 seconds after reconnecting', async ({
  page,
  context,
}) => {
  await page.goto('/terms');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  const banner = page.getByText("You're currently offline. Some features may not work.");
  await expect(banner).toBeHidden();

  await context.setOffline(true);
  await expect(banner).toBeVisible();

  await context.setOffline(false);
  const online = Date.now();
  await expect(banner).toBeVisible();
  await expect(banner).toBeHidden();
  expect(Date.now() - online).toBeGreaterThanOrEqual(2_500);
});
