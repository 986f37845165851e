import { expect, test } from '@playwright/test';

import {
  accountMenu,
  newAccount,
  registerViaApi,
  signInThroughForm,
  toasts,
} from './support/accounts';
import { waitForMailedLink } from './support/mail';

test('forgot, mail, reset, sign in with the new password; other sessions end', async ({
  browser,
  page,
}) => {
  const account = newAccount(test.info(), 'reset');
  const newPassword = 'a-brand-new-password';

  // Another browser, signed in before the reset.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await registerViaApi(otherPage.request, account);
  await otherPage.goto('/content');
  await expect(accountMenu(otherPage, account)).toBeVisible();

  await page.goto('/auth');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('If an account exists for this email')).toBeVisible();

  const link = await waitForMailedLink(account.email, '/reset-password');
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();

  // The old password no longer works, the new one does.
  await signInThroughForm(page, account.email, account.password);
  await expect(toasts(page).getByText('Invalid email or password', { exact: true })).toBeVisible();
  await signInThroughForm(page, account.email, newPassword);
  await expect(page).toHaveURL(/\/content$/);
  await expect(accountMenu(page, account)).toBeVisible();

  // The other browser's session was ended.
  await otherPage.reload();
  await expect(otherPage).toHaveURL(/\/auth$/);
  await other.close();
});

test('a reset link works once', async ({ page, playwright, baseURL }) => {
  const account = newAccount(test.info(), 'reset1');
  const api = await playwright.request.newContext({ baseURL });
  await registerViaApi(api, account);
  await api.dispose();

  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  const link = await waitForMailedLink(account.email, '/reset-password');

  for (const attempt of [1, 2]) {
    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill(`password-${attempt}`);
    await page.getByLabel('Confirm new password', { exact: true }).fill(`password-${attempt}`);
    await page.getByRole('button', { name: 'Set new password' }).click();
  }
  await expect(page.getByRole('alert')).toContainText('invalid or has expired');
  await expect(page.getByRole('link', { name: 'Request a new link' })).toBeVisible();
});
