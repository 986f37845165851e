import { expect, test } from '@playwright/test';

import { loginViaApi, newAccount, registerViaApi, toasts } from './support/accounts';
import { makeManager } from './support/database';

/** `text` as a regular expression that matches it literally. */
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const managerSections = [
  ['/manager', 'Users & Credits'],
  ['/manager/transactions', 'Transaction History'],
  ['/manager/workflows', 'Workflows'],
  ['/manager/snaps', 'Snaps'],
  ['/manager/categories', 'Categories'],
  ['/manager/content', 'Content Management'],
  ['/manager/error-logs', 'Error Logs'],
  ['/manager/feedback', 'User Feedback'],
  ['/manager/workflow-executions', 'Workflow Executions'],
  ['/manager/server-info', 'Server Information'],
  ['/manager/production-import', 'Production Import'],
  ['/manager/api', 'API Reference'],
] as const;

// One test per path: each is a cold page load of the whole app, and a loop of fifteen would share
// one test's time budget on a busy machine.
for (const path of [
  '/products',
  '/products/1',
  '/content',
  '/content/story/1',
  '/content/video/1',
  '/credit-transactions',
  '/create-content',
  '/settings?section=tokens',
  '/subscription',
  '/subscription/success',
  '/purchase',
  '/dashboard',
  '/manager',
  '/manager/error-logs',
  '/workflows/1/editor',
]) {
  test(`a signed-out visitor to ${path} is sent to /auth`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
  });
}

// One test per path, as above; each signs a fresh user in.
for (const path of ['/manager', '/manager/server-info', '/workflows', '/workflows/new']) {
  test(`a user is sent from ${path} to /content with the manager message`, async ({ page }) => {
    await registerViaApi(page.request, newAccount(test.info(), 'user'));
    await page.goto(path);
    await expect(page).toHaveURL(/\/content$/);
    await expect(
      toasts(page).getByText('Access denied. Manager role required.', { exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveText([
      'Content',
      'Products',
    ]);
  });
}

test('a user may open signed-in screens; /purchase and /dashboard redirect', async ({ page }) => {
  await registerViaApi(page.request, newAccount(test.info(), 'user'));
  await page.goto('/purchase');
  await expect(page).toHaveURL(/\/subscription$/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/content$/);
});

test('a manager gets the panel, its sections and the workflow screens', async ({
  page,
  playwright,
  baseURL,
}) => {
  const account = newAccount(test.info(), 'manager');
  const api = await playwright.request.newContext({ baseURL });
  await registerViaApi(api, account);
  await api.dispose();
  await makeManager(account.email);
  await loginViaApi(page.request, account);

  await page.goto('/content');
  const main = page.getByRole('navigation', { name: 'Main' });
  await expect(main.getByRole('link')).toHaveText(['Content', 'Products', 'Manager', 'Workflows']);
  await main.getByRole('link', { name: 'Manager' }).click();

  await expect(page).toHaveURL(/\/manager$/);
  const panel = page.getByRole('navigation', { name: 'Manager Panel' });
  // Error Logs and Workflow Executions may carry a count (open errors, recent failed runs, left
  // by other specs): then the link reads "Error Logs 3" and is named "Error Logs, 3 unresolved".
  await expect(panel.getByRole('link')).toHaveText([
    ...managerSections.map(([, title]) => new RegExp(`^${escapeRegExp(title)}( \\d+)?$`)),
    'Back to Website',
  ]);
  for (const [path, title] of managerSections) {
    await panel.getByRole('link', { name: new RegExp(`^${escapeRegExp(title)}(, .+)?$`) }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  }

  // The editor opens from the workflow list, without the panel's frame.
  await page.goto('/workflows');
  await page.getByRole('link', { name: 'White Packshot', exact: true }).click();
  await expect(page).toHaveURL(/\/workflows\/[0-9a-f-]+\/editor$/);
  await expect(page.getByRole('heading', { level: 1, name: 'White Packshot' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Website' })).toHaveCount(0);

  await page.goto('/manager/snaps');
  await page
    .getByRole('navigation', { name: 'Manager Panel' })
    .getByRole('link', { name: 'Back to Website' })
    .click();
  await expect(page).toHaveURL(/\/content$/);
});

test('a manager on a phone gets the slide-out menus', async ({ page, playwright, baseURL }) => {
  const account = newAccount(test.info(), 'mgrphone');
  const api = await playwright.request.newContext({ baseURL });
  await registerViaApi(api, account);
  await api.dispose();
  await makeManager(account.email);
  await page.setViewportSize({ width: 375, height: 800 });
  await loginViaApi(page.request, account);

  await page.goto('/manager');
  await page.getByRole('button', { name: 'Sections' }).click();
  const sections = page.getByRole('dialog', { name: 'Manager Panel' });
  await sections.getByRole('link', { name: 'Error Logs' }).click();
  await expect(page).toHaveURL(/\/manager\/error-logs$/);
  await expect(sections).toBeHidden();

  await page.getByRole('button', { name: 'Open manager menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Manager Panel' });
  await expect(drawer.getByRole('link', { name: 'Back to Website' })).toHaveAttribute(
    'href',
    '/dashboard',
  );
  await expect(drawer.getByRole('link', { name: 'Settings' })).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Logout' })).toBeVisible();
  await drawer.getByRole('link', { name: 'Back to Website' }).click();
  await expect(page).toHaveURL(/\/content$/);
});
