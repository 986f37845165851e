import { type Page, expect, test } from '@playwright/test';

import { csrf, loginViaApi, newAccount, registerViaApi } from './support/accounts';
import { WIDTHS, expectNoViolations, expectNoViolationsNow } from './support/axe';
import { creatorPagesHaveNoViolations } from './support/creator-with-everything';
import { markVerified } from './support/database';
import { publishSnap, runEnded, sceneGraph, setOutages } from './support/executions';
import { productPhoto } from './support/images';

/**
 * axe-core over the states a page only reaches when the creator does something: menus open, the
 * create-product dialog on each of its tabs, a run under way, a run's ledger entries shown. The
 * walk of issue 33 found violations in each of them that the page-by-page specs never saw.
 */

const menuOpen = (button: RegExp | string) => async (page: Page) => {
  await page.getByRole('button', { name: button, exact: typeof button === 'string' }).click();
  await expect(page.getByRole('menu')).toBeVisible();
};

const productDialogOn = (tab: string) => async (page: Page) => {
  await menuOpen('Create')(page);
  // 'Create Product' from the corner button, 'Product' from the phone's bottom bar.
  await page.getByRole('menuitem', { name: /^(Create )?Product$/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Create a product' });
  await dialog.getByRole('tab', { name: tab }).click();
  await expect(dialog.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
};

test.describe('as a creator, with something open', () => {
  const creator = creatorPagesHaveNoViolations([]);
  test.beforeEach(async ({ page }) => {
    await loginViaApi(page.request, creator().account);
  });

  test('the account menu open has no accessibility violations', async ({ page }) => {
    await expectNoViolations(page, '/content', {
      name: 'account menu open',
      open: menuOpen(/^Account menu for /),
    });
  });

  test('the Create menu open has no accessibility violations', async ({ page }) => {
    await expectNoViolations(page, '/content', {
      name: 'Create menu open',
      open: menuOpen('Create'),
    });
  });

  test('an image open full size has no accessibility violations', async ({ page }) => {
    await expectNoViolations(page, `/content/${creator().ids.image}`, {
      name: 'full size',
      open: async (at) => {
        await at.getByRole('button', { name: /Full size$/ }).click();
        await expect(at.getByRole('button', { name: 'Zoom in' })).toBeVisible();
      },
    });
  });

  for (const tab of ['From Images', 'From URL', 'From Content']) {
    test(`the create-product dialog on ${tab} has no accessibility violations`, async ({
      page,
    }) => {
      await expectNoViolations(page, '/content', {
        name: `create-product dialog, ${tab}`,
        open: productDialogOn(tab),
      });
    });
  }
});

test('a run under way on /create-content, and its ledger entries after, have no accessibility violations', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const user = await registerViaApi(page.request, newAccount(test.info(), 'a11y-running'));
  await markVerified(user.id);
  // A snap whose scene waits in a slow provider: the run stays under way, its cut-out done.
  const marker = `a11y-${test.info().testId.slice(0, 8)}-${Date.now()}`;
  const name = `Shelf ${marker}`;
  await publishSnap(name, sceneGraph(marker, 'a sunlit studio shelf'));
  await setOutages(marker, { capability: 'scenes', delayMs: 600_000 });
  let executionId: string | undefined;
  try {
    const photo = productPhoto();
    await page.goto('/create-content');
    await page.getByLabel('Upload an image').setInputFiles(photo);
    await expect(page.getByRole('img', { name: `Chosen image: ${photo.name}` })).toBeVisible();
    const snap = page.getByRole('radio', { name: new RegExp(`^${name} \\(`) });
    await page.locator('label', { has: snap }).click();
    const [execute] = await Promise.all([
      page.waitForResponse((response) => response.url().endsWith('/api/snaps/execute')),
      page.getByRole('button', { name: /^Generate for / }).click(),
    ]);
    executionId = ((await execute.json()) as { executionId: string }).executionId;
    const steps = page.getByRole('list', { name: 'Workflow steps' });
    await expect(steps.getByRole('listitem').filter({ hasText: 'Done' })).not.toHaveCount(0, {
      timeout: 60_000,
    });
    await expect(steps.getByRole('listitem').filter({ hasText: 'Running' })).toHaveCount(1);
    for (const size of WIDTHS) {
      await page.setViewportSize(size);
      await expectNoViolationsNow(page, '/create-content (a run under way)', size.width);
    }
  } finally {
    if (executionId) {
      const cancelled = await page.request.post(`/api/executions/${executionId}/cancel`, {
        headers: csrf,
      });
      expect(cancelled.status(), await cancelled.text()).toBeLessThan(300);
    }
    await setOutages(marker);
  }
  expect((await runEnded(page.request, executionId)).status).toBe('cancelled');

  // The refunded run's line in the token history, its ledger entries shown.
  await expectNoViolations(page, '/credit-transactions', {
    name: 'a run’s ledger entries shown',
    open: async (at) => {
      await at.getByRole('button', { name: 'Details' }).first().click();
      await expect(at.getByRole('list', { name: 'Ledger entries of this run' })).toBeVisible();
    },
  });
});
