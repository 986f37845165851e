import { expect, test } from '@playwright/test';

import { loginViaApi } from './support/accounts';
import { WIDTHS } from './support/axe';
import { creatorPagesHaveNoViolations } from './support/creator-with-everything';

/**
 * axe-core over the routes of the spec's section 2 where a creator looks after tokens, settings
 * and the plan, at a desktop and a phone width (support/axe.ts): no violation of any rule axe
 * runs, plus the experimental label-in-name rule (WCAG 2.5.3) that the product walk found broken.
 * The accessibility specs are seven files (visitor, creator's content, creator's products and
 * batches, creator's account, the manager panel's lists and its tools, workflows), so that the two
 * browser workers share them and each stays within the budget.
 */

test.describe('as a creator', () => {
  const creator = creatorPagesHaveNoViolations([
    ['/credit-transactions', () => '/credit-transactions'],
    ['/settings?section=tokens', () => '/settings?section=tokens'],
    ['/settings?section=plan', () => '/settings?section=plan'],
    ['/settings?section=account', () => '/settings?section=account'],
    ['/subscription', () => '/subscription'],
    ['/subscription/review', (ids) => `/subscription/review?plan=${ids.plan}`],
    ['/subscription/waiting', () => '/subscription/waiting?session=not-a-session'],
    ['/subscription/success', () => '/subscription/success'],
    ['/subscription-success', () => '/subscription-success'],
    ['/subscription/cancel', () => '/subscription/cancel'],
  ]);

  test('the settings figures show their whole labels at 360 px', async ({ page }) => {
    await loginViaApi(page.request, creator().account);
    await page.setViewportSize(WIDTHS[1]!);
    await page.goto('/settings?section=tokens');
    for (const label of ['Balance', 'Products', 'Content']) {
      const text = page.getByText(label, { exact: true }).filter({ visible: true }).first();
      await expect(text).toBeVisible();
      const cut = await text.evaluate((el) => el.scrollWidth > el.clientWidth);
      expect(cut, `${label} is cut`).toBe(false);
    }
  });
});
