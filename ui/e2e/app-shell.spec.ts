import { expect, test } from '@playwright/test';

import { loginViaApi, newAccount, registerViaApi } from './support/accounts';
import { makeManager } from './support/database';

test('the floating plus button creates, clears the footer, and hides in settings', async ({
  page,
}) => {
  const account = newAccount(test.info(), 'fab');
  await registerViaApi(page.request, account);
  await page.setViewportSize({ width: 1280, height: 800 });
  // A long page, so the footer starts out of view.
  await page.goto('/terms');

  const create = page.getByTestId('floating-create');
  await expect(create).toHaveCSS('bottom', '24px');
  await create.getByRole('button', { name: 'Create' }).click();
  await page.getByRole('menuitem', { name: 'Create Product' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create a product' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // With the footer in view the button sits 24 px above it.
  const footer = page.getByRole('contentinfo');
  await footer.scrollIntoViewIfNeeded();
  await expect
    .poll(async () => {
      const [button, line] = await Promise.all([create.boundingBox(), footer.boundingBox()]);
      return Math.round(line!.y - (button!.y + button!.height));
    })
    .toBe(24);

  await create.getByRole('button', { name: 'Create' }).click();
  await page.getByRole('menuitem', { name: 'Create Content' }).click();
  await expect(page).toHaveURL(/\/create-content$/);

  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(create).toHaveCount(0);
});

test('phones get the bottom bar with Content, Products and a plus button', async ({ page }) => {
  const account = newAccount(test.info(), 'bar');
  await registerViaApi(page.request, account);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/content');

  const bar = page.getByRole('navigation', { name: 'Quick navigation' });
  await bar.getByRole('link', { name: 'Products' }).click();
  await expect(page).toHaveURL(/\/products$/);
  await bar.getByRole('button', { name: 'Create' }).click();
  await page.getByRole('menuitem', { name: 'Product' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create a product' });
  await expect(dialog.getByRole('tab', { name: 'From Images' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  await bar.getByRole('button', { name: 'Create' }).click();
  await page.getByRole('menuitem', { name: 'Content' }).click();
  await expect(page).toHaveURL(/\/create-content$/);

  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
});

test('the manager’s tools keep the whole screen: no bottom bar, no floating button', async ({
  page,
}) => {
  const account = newAccount(test.info(), 'tools');
  await registerViaApi(page.request, account);
  await makeManager(account.email);
  await loginViaApi(page.request, account);
  for (const path of ['/manager/workflow-executions', '/workflows']) {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Quick navigation' })).toHaveCount(0);
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(page.getByTestId('floating-create')).toHaveCount(0);
  }
  // A creator's screen still has them.
  await page.goto('/content');
  await expect(page.getByTestId('floating-create')).toBeVisible();
});
