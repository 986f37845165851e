import { expect, test } from '@playwright/test';

import { newAccount, registerViaApi, toasts } from './support/accounts';

test('Resend Email sends another verification mail', async ({ page }) => {
  const account = newAccount(test.info(), 'resend');
  await registerViaApi(page.request, account);
  await page.goto('/content');

  const banner = page.getByRole('region', { name: 'Email verification' });
  await banner.getByRole('button', { name: 'Resend Email' }).click();
  await expect(toasts(page).getByText('Email Sent', { exact: true })).toBeVisible();
});

test('a dismissed verification banner stays away for the browser session', async ({
  page,
  browser,
}) => {
  const account = newAccount(test.info(), 'dismiss');
  await registerViaApi(page.request, account);
  await page.goto('/content');

  const banner = page.getByRole('region', { name: 'Email verification' });
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: 'Dismiss email verification reminder' }).click();
  await expect(banner).toBeHidden();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Content' })).toBeVisible();
  await expect(banner).toBeHidden();
  await page.goto('/products');
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  await expect(banner).toBeHidden();

  // A new browser session (same account) shows it again.
  const state = await page.context().storageState();
  const next = await browser.newContext({ storageState: state });
  const nextPage = await next.newPage();
  await nextPage.goto('/content');
  await expect(nextPage.getByRole('region', { name: 'Email verification' })).toBeVisible();
  await next.close();
});
