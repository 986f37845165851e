import { expect, test } from '@playwright/test';

import { newAccount, registerViaApi, toasts } from './support/accounts';
import { expectNotCovering } from './support/covering';
import { markVerified } from './support/database';
import { encodePng, productPhoto } from './support/images';

test('at 1280 px a failed sign-up’s toast leaves the Create Account button clear', async ({
  page,
}) => {
  const account = newAccount(test.info(), 'toast-signup');
  // A server error: the form cannot say what to change, so the toast says it failed.
  await page.route('**/api/auth/register', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: '{"error":"internal_error","message":"Something went wrong"}',
    }),
  );
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/register');
  const form = page.getByRole('form', { name: 'Sign up' });
  await form.getByLabel('First name').fill(account.firstName);
  await form.getByLabel('Last name').fill(account.lastName);
  await form.getByLabel('Email').fill(account.email);
  await form.getByLabel('Password', { exact: true }).fill(account.password);
  await form.getByLabel('Confirm password', { exact: true }).fill(account.password);
  const submit = form.getByRole('button', { name: 'Create Account' });
  await submit.click();

  const toast = toasts(page).locator('li').filter({ hasText: 'Registration failed' });
  await expect(toast).toBeVisible();
  // The form's own alert pushes the button down: the user scrolls to it to try again.
  await submit.evaluate((button) => button.scrollIntoView({ block: 'end' }));
  await expectNotCovering(toast, [submit, page.getByRole('banner')]);
});

test('at 360 px a toast leaves the header and the dialog’s title and close button clear', async ({
  page,
}) => {
  await registerViaApi(page.request, newAccount(test.info(), 'toast-phone'));
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/products');
  await page.getByRole('button', { name: 'Create Product' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Create a product' });

  const photo = encodePng(32, 24, () => [200, 60, 40]);
  await dialog.getByLabel('Product images').setInputFiles(
    Array.from({ length: 6 }, (_, i) => ({
      name: `photo-${i}.png`,
      mimeType: 'image/png',
      buffer: photo,
    })),
  );

  // A modal dialog hides the rest of the page from the accessibility tree (the toast is
  // announced through Radix's live region), so the toast is found with hidden elements.
  const toast = page
    .getByRole('region', { name: /Notifications/, includeHidden: true })
    .locator('li')
    .filter({ hasText: 'Too many images' });
  await expectNotCovering(toast, [
    page.getByRole('banner', { includeHidden: true }),
    dialog.getByRole('heading', { name: 'Create a product' }),
    dialog.getByRole('button', { name: 'Close' }),
  ]);
});

test('at 360 px the Analysis complete toast leaves the dialog’s buttons clear', async ({
  page,
}) => {
  // Verified: analysing a product spends the AI's time.
  const user = await registerViaApi(page.request, newAccount(test.info(), 'toast-dialog-buttons'));
  await markVerified(user.id);
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/products');
  await page.getByRole('button', { name: 'Create Product' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Create a product' });
  await dialog.getByLabel('Product images').setInputFiles(productPhoto());
  await dialog.getByRole('button', { name: 'Analyze Images' }).click();

  const toast = page
    .getByRole('region', { name: /Notifications/, includeHidden: true })
    .locator('li')
    .filter({ hasText: 'Analysis complete' });
  await expect(toast).toBeVisible({ timeout: 30_000 });
  // The dialog shrinks above the toast: its buttons, scrolled to, are clear of it.
  const review = dialog.getByRole('form', { name: 'Review the product' });
  for (const button of [
    review.getByRole('button', { name: 'Create Product' }),
    review.getByRole('button', { name: 'Cancel' }),
  ]) {
    await button.scrollIntoViewIfNeeded();
    await expectNotCovering(toast, [button]);
  }
});
