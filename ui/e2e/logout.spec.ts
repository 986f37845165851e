import { expect, test } from '@playwright/test';

import { accountMenu, newAccount, registerViaApi, toasts } from './support/accounts';

test("logout says 'Logged out', lands on /auth and ends the session", async ({ page }) => {
  const account = newAccount(test.info(), 'logout');
  await registerViaApi(page.request, account);
  await page.goto('/products');

  await accountMenu(page, account).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();

  await expect(toasts(page).getByText('Logged out', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();

  await page.goto('/content');
  await expect(page).toHaveURL(/\/auth$/);
});

test('the user menu works from the keyboard', async ({ page }) => {
  const account = newAccount(test.info(), 'kbd');
  await registerViaApi(page.request, account);
  await page.goto('/content');

  await accountMenu(page, account).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Subscription' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Settings' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/settings$/);
});
