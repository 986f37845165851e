import { expect, test } from '@playwright/test';

import {
  accountMenu,
  newAccount,
  registerViaApi,
  signInThroughForm,
  toasts,
} from './support/accounts';

test('a wrong password shows the server message', async ({ page, playwright, baseURL }) => {
  const account = newAccount(test.info(), 'wrongpw');
  const api = await playwright.request.newContext({ baseURL });
  await registerViaApi(api, account);
  await api.dispose();

  await signInThroughForm(page, account.email, 'not-the-password');

  await expect(toasts(page).getByText('Login failed', { exact: true })).toBeVisible();
  await expect(toasts(page).getByText('Invalid email or password', { exact: true })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Sign in' }).getByRole('alert')).toHaveText(
    'Invalid email or password',
  );
  await expect(page).toHaveURL(/\/auth$/);
});

test('the right password signs in and goes to /content', async ({ page, playwright, baseURL }) => {
  const account = newAccount(test.info(), 'signin');
  const api = await playwright.request.newContext({ baseURL });
  await registerViaApi(api, account);
  await api.dispose();

  await signInThroughForm(page, account.email.toUpperCase(), account.password);

  await expect(toasts(page).getByText('Login successful', { exact: true })).toBeVisible();
  await expect(toasts(page).getByText("You're now logged in", { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/content$/);
  await expect(accountMenu(page, account)).toBeVisible();

  // The session survives a reload.
  await page.reload();
  await expect(accountMenu(page, account)).toBeVisible();
  await page.goto('/');
  await expect(page).toHaveURL(/\/content$/);
});

test('a pending content style is picked up after sign-in', async ({
  page,
  playwright,
  baseURL,
}) => {
  const account = newAccount(test.info(), 'pending');
  const api = await playwright.request.newContext({ baseURL });
  await registerViaApi(api, account);
  await api.dispose();

  await page.goto('/auth');
  await page.evaluate(() =>
    localStorage.setItem('snapshot-studio:pending-content', JSON.stringify({ style: 'Flat Lay' })),
  );
  await signInThroughForm(page, account.email, account.password);

  await expect(page).toHaveURL(/\/create-content\?from=home&style=Flat\+Lay$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Create content' })).toBeVisible();
});
