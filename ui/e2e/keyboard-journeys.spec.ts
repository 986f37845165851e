import { type Locator, type Page, expect, test } from '@playwright/test';

import { newAccount, toasts } from './support/accounts';
import { markVerified } from './support/database';
import { productPhoto } from './support/images';

// The creator's main journeys with the keyboard alone: Tab and Shift+Tab to move, Enter and
// Space to act, arrow keys in radio groups, typing in fields. No pointer events at all; the one
// thing outside the page is the system's file chooser, which Playwright answers.

/** Presses Tab until `target` has the focus, as a keyboard user would; fails if it never comes. */
async function tabTo(page: Page, target: Locator, { backwards = false, max = 80 } = {}) {
  await expect(target).toBeAttached();
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tab never reached ${String(target)}`);
}

/** Tabs to a field and types into it. */
async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await page.keyboard.type(text);
}

test('by keyboard alone: sign up, create a product from a photo, run a snap, open the result', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const account = newAccount(test.info(), 'keyboard');

  // Sign up.
  await page.goto('/register');
  const form = page.getByRole('form', { name: 'Sign up' });
  await typeInto(page, form.getByLabel('Email'), account.email);
  await typeInto(page, form.getByLabel('First name'), account.firstName);
  await typeInto(page, form.getByLabel('Last name'), account.lastName);
  await typeInto(page, form.getByLabel('Password', { exact: true }), account.password);
  await typeInto(page, form.getByLabel('Confirm password', { exact: true }), account.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/content$/);
  await expect(toasts(page).getByText('Registration successful', { exact: true })).toBeVisible();
  const me = (await (await page.request.get('/api/auth/user')).json()) as { id: string };
  // Spending needs a verified address; following the mailed link is sign-up-and-verify.spec.ts.
  await markVerified(me.id);

  // Create a product from a photo.
  await page.goto('/products');
  await tabTo(page, page.getByRole('main').getByRole('button', { name: 'Create Product' }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Create a product' });
  await expect(dialog).toBeVisible();
  await tabTo(page, dialog.getByRole('button', { name: 'Product images' }));
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Enter');
  await (await chooser).setFiles(productPhoto('red-leather-bag.png'));
  await tabTo(page, dialog.getByRole('button', { name: 'Analyze Images' }));
  await page.keyboard.press('Enter');
  const review = dialog.getByRole('form', { name: 'Review the product' });
  await expect(review.getByLabel('Name', { exact: true })).toHaveValue('Red Leather Bag', {
    timeout: 60_000,
  });
  await tabTo(page, review.getByRole('button', { name: 'Create Product' }));
  await page.keyboard.press('Enter');
  await tabTo(page, dialog.getByRole('button', { name: 'Skip Enhancement' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/products\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Red Leather Bag' })).toBeVisible();

  // Run a snap on it: its page leads to create-content with the product chosen.
  await tabTo(page, page.getByRole('link', { name: 'Run a snap' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/create-content\?productId=/);
  await expect(page.getByRole('radio', { name: 'Red Leather Bag' })).toBeChecked();
  // Into the snaps' radio group, then the arrow keys pick one.
  const snaps = page.getByRole('group', { name: 'Snap' });
  const firstSnap = snaps.getByRole('radio').first();
  await tabTo(page, firstSnap);
  await page.keyboard.press('Space');
  await expect(firstSnap).toBeChecked();
  const whitePackshot = snaps.getByRole('radio', { name: /^White Packshot/ });
  for (let i = 0; i < 10 && !(await whitePackshot.isChecked()); i++) {
    await page.keyboard.press('ArrowDown');
  }
  await expect(whitePackshot).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Generate for 2 tokens' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/content\/[0-9a-f-]{36}$/, { timeout: 60_000 });
  // The focus starts on the result's heading, where the next Tab leads into the result.
  await expect(page.getByRole('heading', { level: 1, name: 'White Packshot' })).toBeFocused();
  const resultId = new URL(page.url()).pathname.split('/').pop()!;

  // Open the result from the content list.
  await page.goto('/content');
  const card = page.getByRole('link', { name: /White Packshot/ }).first();
  await tabTo(page, card);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/content/(static_image/)?${resultId}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'White Packshot' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download image' })).toBeVisible();
});
