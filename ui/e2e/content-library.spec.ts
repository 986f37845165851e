import { type APIRequestContext, expect, test } from '@playwright/test';

import { csrf, newAccount, registerViaApi, toasts } from './support/accounts';
import { expectNoViolations } from './support/axe';
import { markVerified } from './support/database';
import { runEnded } from './support/executions';
import { dataUrl, productPhoto } from './support/images';
import { createProduct } from './support/products';

// Issue 33 (7): the library groups a run's formats under its image, titles items by product and
// snap, searches and filters, and chooses items to download as one ZIP or delete together.

async function run(request: APIRequestContext, snapName: string, extra: object = {}) {
  const snaps = (await (await request.get('/api/snaps')).json()) as { id: string; name: string }[];
  const response = await request.post('/api/snaps/execute', {
    data: {
      snapId: snaps.find((s) => s.name === snapName)!.id,
      inputs: { image: dataUrl(productPhoto()) },
      ...extra,
    },
    headers: csrf,
  });
  expect(response.status(), await response.text()).toBe(202);
  const { executionId } = (await response.json()) as { executionId: string };
  expect((await runEnded(request, executionId)).status).toBe('succeeded');
}

test('search, filter, choose, download and delete in the library', async ({ page }) => {
  test.setTimeout(150_000);
  await markVerified((await registerViaApi(page.request, newAccount(test.info(), 'library'))).id);
  const productId = await createProduct(page.request, 'Amber Serum');
  await run(page.request, 'White Packshot', {
    productId,
    inputs: {},
    formats: ['square', 'story', 'landscape'],
  });
  await run(page.request, 'Black Packshot');

  await page.goto('/content');
  const grid = page.getByRole('list', { name: 'Your content' });
  const cards = grid.getByRole('article');
  await expect(cards).toHaveCount(2);
  await expect(cards.nth(0).getByRole('heading')).toHaveText('Black Packshot');
  await expect(cards.nth(1).getByRole('heading')).toHaveText('Amber Serum · White Packshot');
  await expect(cards.nth(1)).toContainText('3 formats');

  // Search and filters live in the address.
  const search = page.getByRole('search', { name: 'Search your content' });
  await search.getByRole('searchbox', { name: 'Search' }).fill('amber');
  await expect(cards).toHaveCount(1);
  await expect(page).toHaveURL(/[?&]q=amber/);
  await expect(cards.first().getByRole('heading')).toHaveText('Amber Serum · White Packshot');
  await search.getByRole('button', { name: 'Clear filters' }).click();
  await expect(cards).toHaveCount(2);
  await search.getByLabel('Snap').selectOption({ label: 'Black Packshot' });
  await expect(cards).toHaveCount(1);
  await expect(cards.first().getByRole('heading')).toHaveText('Black Packshot');
  await search.getByLabel('Type').selectOption({ label: 'Video' });
  await expect(page.getByText('No content matches these filters')).toBeVisible();
  await page.getByRole('button', { name: 'Show all content' }).click();
  await expect(cards).toHaveCount(2);
  const today = new Date().toISOString().slice(0, 10);
  await search.getByLabel('Made from').fill(today);
  await expect(cards).toHaveCount(2);
  await search.getByLabel('Made from').fill('2020-01-01');
  await search.getByLabel('Until').fill('2020-01-31');
  await expect(page.getByText('No content matches these filters')).toBeVisible();
  await expect(page).toHaveURL(/[?&]to=2020-01-31/);
  await page.getByRole('button', { name: 'Show all content' }).click();
  await expect(cards).toHaveCount(2);

  // Choose both: one ZIP of their images and formats, then delete them together.
  await page.getByRole('button', { name: 'Select' }).click();
  await page.getByRole('checkbox', { name: 'Choose Black Packshot' }).check();
  await page.getByRole('checkbox', { name: 'Choose Amber Serum · White Packshot' }).check();
  const bar = page.getByRole('region', { name: 'Selection' });
  await expect(bar).toContainText('2 chosen');
  const downloading = page.waitForEvent('download');
  await bar.getByRole('link', { name: 'ZIP of 2 items' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('snapshot-studio-5-images.zip');

  await bar.getByRole('button', { name: 'Delete 2 items' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete 2 items?' });
  await confirm.getByRole('button', { name: 'Delete 2 items' }).click();
  await expect(toasts(page)).toContainText('2 items deleted');
  await expect(page.getByRole('heading', { name: 'No content yet' })).toBeVisible();
});

test('the library passes axe while choosing, at both widths; on a phone its filters fold away', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await markVerified((await registerViaApi(page.request, newAccount(test.info(), 'lib-axe'))).id);
  await run(page.request, 'White Packshot', { formats: ['story'] });
  await expectNoViolations(page, '/content', {
    name: 'choosing',
    open: async (p) => {
      await p.getByRole('button', { name: 'Select' }).click();
      await p.getByRole('checkbox', { name: 'Choose White Packshot' }).check();
      await expect(p.getByRole('region', { name: 'Selection' })).toContainText('1 chosen');
    },
  });

  // On a phone the filters fold under one button, so the content starts in the first screen.
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/content');
  const card = page.getByRole('list', { name: 'Your content' }).getByRole('article').first();
  await expect(card).toBeInViewport();
  await expect(page.getByLabel('Snap')).toBeHidden();
  await page.getByRole('button', { name: 'Filters' }).click();
  await expect(page.getByLabel('Snap')).toBeVisible();
});
