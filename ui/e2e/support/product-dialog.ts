import { type Page, expect, test } from '@playwright/test';

import { csrf, newAccount, registerViaApi } from './accounts';
import { waitForMailedLink } from './mail';

// The create-product dialog's pieces, for the specs that go through it (products.spec.ts,
// products-enhance.spec.ts): a verified creator, photos drawn in the page, the dialog and the
// toasts it raises.

export const ANALYSIS_TIMEOUT = 60_000;

/**
 * The toast viewport. While the dialog is open Radix hides the rest of the page, the viewport
 * too, from assistive technology (the toast is still shown, and announced through its own live
 * region), so it is found by its label rather than by role.
 */
export const toasts = (page: Page) => page.locator('[role="region"][aria-label^="Notifications"]');

/** A signed-in creator (the page's cookies) who followed their verification link: analysis,
 * enhancement and packshots are AI features, and those need a verified email. */
export async function verifiedCreator(page: Page, label: string) {
  const account = newAccount(test.info(), label);
  const user = await registerViaApi(page.request, account);
  const link = await waitForMailedLink(account.email, '/verify-email');
  const token = new URL(link, 'http://app').searchParams.get('token');
  const response = await page.request.post('/api/auth/verify-email', {
    data: { token },
    headers: csrf,
  });
  expect(response.status(), await response.text()).toBe(200);
  return user;
}

/** Product photos as PNG files: a coloured box on a light backdrop each, drawn in the page. */
export async function photos(page: Page, count: number, prefix = 'photo') {
  const dataUrls = await page.evaluate((n) => {
    return Array.from({ length: n }, (_, i) => {
      const canvas = document.createElement('canvas');
      canvas.width = 320;
      canvas.height = 240;
      const context = canvas.getContext('2d')!;
      context.fillStyle = '#ececec';
      context.fillRect(0, 0, 320, 240);
      context.fillStyle = `hsl(${(i * 67) % 360}, 65%, 45%)`;
      context.fillRect(100, 50, 120, 140);
      return canvas.toDataURL('image/png');
    });
  }, count);
  return dataUrls.map((dataUrl, i) => ({
    name: `${prefix}-${i + 1}.png`,
    mimeType: 'image/png',
    buffer: Buffer.from(dataUrl.split(',')[1]!, 'base64'),
    dataUrl,
  }));
}

export const dialog = (page: Page) => page.getByRole('dialog', { name: 'Create a product' });

export async function openDialog(page: Page) {
  await page.goto('/products');
  await page.getByRole('button', { name: 'Create Product' }).first().click();
  await expect(dialog(page)).toBeVisible();
  return dialog(page);
}
