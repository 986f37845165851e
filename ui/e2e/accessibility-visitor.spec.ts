import { expect, test } from '@playwright/test';

import { axe, expectNoViolations } from './support/axe';

/**
 * axe-core over every route of the spec's section 2 a visitor sees, at a desktop and a phone width
 * (support/axe.ts): no violation of any rule axe runs, plus the experimental label-in-name rule
 * (WCAG 2.5.3) that the product walk found broken. The accessibility specs are seven files
 * (visitor, creator's content, creator's products and batches, creator's account, the manager
 * panel's lists and its tools, workflows), so that the two browser workers share them and each
 * stays within the budget.
 */

test('the check finds what it looks for: a nameless button and an image with no text', async ({
  page,
}) => {
  // A check that passed every page because it looked at nothing would pass silently.
  await page.setContent(
    '<html lang="en"><title>Broken</title><main><h1>Broken</h1><button></button>' +
      '<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="></main></html>',
  );
  const { violations } = await axe(page).analyze();
  expect(violations.map((v) => v.id).sort()).toEqual(['button-name', 'image-alt']);
});

test.describe('as a visitor', () => {
  for (const path of [
    '/',
    '/auth',
    '/login',
    '/register',
    '/forgot-password',
    '/reset-password?token=not-a-token',
    '/verify-email?token=not-a-token',
    '/terms',
    '/privacy',
    '/developers',
    '/no-such-page',
  ]) {
    test(`${path} has no accessibility violations`, async ({ page }) => {
      await expectNoViolations(page, path);
    });
  }
});
