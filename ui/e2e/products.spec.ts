import { type Page, expect, test } from '@playwright/test';
import { type Product } from '@studio/api/contract/products';

import { csrf } from './support/accounts';
import { insertContent } from './support/database';
import { requiredEnv } from './support/env';
import { dataUrl, productPhoto } from './support/images';
import {
  ANALYSIS_TIMEOUT,
  dialog,
  openDialog,
  photos,
  toasts,
  verifiedCreator,
} from './support/product-dialog';

// The create-product dialog end to end, against the whole stack: the analyses run real workflows
// (with the stack's local AI stand-ins), URL analysis reads the local fixture shop
// (E2E_PRODUCT_PAGE_URL), and every path ends on the product's own screen. Its work on images and
// text (compression, packshot and text enhancement) is products-enhance.spec.ts.

/** Step 2 to the product's screen, through Skip Enhancement. */
async function createAndSkip(page: Page, name: string) {
  const review = dialog(page).getByRole('form', { name: 'Review the product' });
  await review.getByLabel('Name', { exact: true }).fill(name);
  await review.getByRole('button', { name: 'Create Product' }).click();
  await expect(dialog(page).getByText('Product created', { exact: true })).toBeVisible();
  await dialog(page).getByRole('button', { name: 'Skip Enhancement' }).click();
  await expect(dialog(page)).toBeHidden();
  await expect(page).toHaveURL(/\/products\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

/** A product made through the API from one photo, for a stored file this creator owns. */
async function storedPhotoUrl(page: Page): Promise<string> {
  const [photo] = await photos(page, 1, 'stored');
  const response = await page.request.post('/api/products/create-from-images', {
    data: { name: 'Photo holder', description: '', images: [photo!.dataUrl] },
    headers: csrf,
  });
  expect(response.status(), await response.text()).toBe(201);
  const product = (await response.json()) as Product;
  return product.imageUrls[0]!;
}

test.describe.configure({ timeout: 180_000 });

test('from images: upload, analyse, review, create, and open the product', async ({ page }) => {
  await verifiedCreator(page, 'products-images');
  const panel = await openDialog(page);
  await expect(panel.getByRole('tab', { name: 'From Images' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(panel.getByRole('button', { name: 'Analyze Images' })).toHaveCount(0);

  await panel.getByLabel('Product images').setInputFiles(await photos(page, 2));
  await expect(panel.getByRole('list', { name: 'Chosen images' }).getByRole('img')).toHaveCount(2);
  await panel.getByRole('button', { name: 'Analyze Images' }).click();

  await expect(toasts(page).getByText('Analysis complete', { exact: true })).toBeVisible({
    timeout: ANALYSIS_TIMEOUT,
  });
  const review = panel.getByRole('form', { name: 'Review the product' });
  await expect(review.getByLabel('Name', { exact: true })).not.toHaveValue('');
  await expect(review.getByRole('list', { name: 'Analysed images' }).getByRole('img')).toHaveCount(
    2,
  );

  await createAndSkip(page, 'Two-tone box');
  await expect(page.getByRole('img', { name: 'Two-tone box' })).toBeVisible();
  await page.getByRole('link', { name: 'All products' }).click();
  await expect(page.getByRole('article', { name: 'Two-tone box' })).toBeVisible();
});

test('from a URL: the fixture shop page gives the name, images and source', async ({ page }) => {
  const shop = requiredEnv('E2E_PRODUCT_PAGE_URL');
  await verifiedCreator(page, 'products-url');
  const panel = await openDialog(page);

  await panel.getByRole('tab', { name: 'From URL' }).click();
  const analyze = panel.getByRole('button', { name: 'Analyze URL' });
  await expect(analyze).toBeDisabled();
  const pageUrl = `${shop}/products/red-leather-bag`;
  await panel.getByLabel('Product page URL').fill(pageUrl);
  await analyze.click();

  await expect(toasts(page).getByText('Analysis complete', { exact: true })).toBeVisible({
    timeout: ANALYSIS_TIMEOUT,
  });
  const review = panel.getByRole('form', { name: 'Review the product' });
  await expect(review.getByLabel('Name', { exact: true })).toHaveValue(/Red Leather Bag/);
  await expect(review.getByLabel('Description', { exact: true })).toHaveValue(/red leather bag/i);

  await createAndSkip(page, 'Red Leather Bag');
  await expect(page.getByRole('link', { name: pageUrl })).toHaveAttribute('href', pageUrl);
  await expect(page.getByRole('list', { name: 'Product images' }).getByRole('button')).toHaveCount(
    2,
  );
});

test('from content: pick it, analyse its images, create, and the content is linked', async ({
  page,
}) => {
  const user = await verifiedCreator(page, 'products-content');
  const photo = await storedPhotoUrl(page);
  const key = photo.replace(/^\/files\//, '');
  await insertContent(user.id, [
    { name: 'Box on a shelf', type: 'carousel', fileKeys: Array(6).fill(key) },
  ]);
  const panel = await openDialog(page);

  await panel.getByRole('tab', { name: 'From Content' }).click();
  const item = panel.getByRole('button', { name: /^Box on a shelf\b.*\b6 images/ });
  await expect(item.locator('img')).toHaveCount(4);
  await expect(item).toContainText('+2');
  const analyze = panel.getByRole('button', { name: 'Analyze Content' });
  await expect(analyze).toBeDisabled();
  await item.click();
  await analyze.click();

  await expect(toasts(page).getByText('Analysis complete', { exact: true })).toBeVisible({
    timeout: ANALYSIS_TIMEOUT,
  });
  await createAndSkip(page, 'Shelf box');
  await expect(
    page
      .getByRole('list', { name: 'Related content' })
      .getByRole('link', { name: 'Box on a shelf' }),
  ).toBeVisible();
});

test('product cards line up, keep a list as a list, and the picker shows a long name', async ({
  page,
}) => {
  await verifiedCreator(page, 'products-cards');
  const made: Record<string, string> = {};
  for (const [name, description] of [
    ['Mug', 'A mug.'],
    ['Linen shirt', 'Crisp linen.\n- Breathable\n- Machine washable\n- Relaxed fit'],
    ['Lamp', 'A lamp with a long description. '.repeat(6).trim()],
    ['Red leather weekend bag with brass buckles and a shoulder strap', 'A bag.'],
  ]) {
    const created = await page.request.post('/api/products/create-from-image', {
      data: { name, description, image: dataUrl(productPhoto()) },
      headers: csrf,
    });
    expect(created.status(), await created.text()).toBe(201);
    made[name!] = ((await created.json()) as { id: string }).id;
  }

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/products');
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(4);
  const heights = await cards.evaluateAll((all) => all.map((card) => card.clientHeight));
  expect(Math.max(...heights) - Math.min(...heights)).toBeLessThanOrEqual(1);
  // The bulleted description keeps its lines.
  const list = page.getByRole('article', { name: 'Linen shirt' }).getByText('Crisp linen.', {
    exact: false,
  });
  expect(
    await list.evaluate((p) => (p as HTMLElement).innerText.split('\n').length),
  ).toBeGreaterThanOrEqual(3);

  // The create screen's picker shows the long name over lines, not cut to its first words.
  await page.goto('/create-content');
  const long = page
    .locator('label')
    .filter({ has: page.getByRole('radio', { name: /^Red leather weekend bag/ }) })
    .getByText(/^Red leather weekend bag/);
  await expect(long).toBeVisible();
  expect(await long.evaluate((span) => span.getClientRects()[0]!.height)).toBeGreaterThan(30);
});

test('from a URL that does not load: the reason and what to try stay beside the address', async ({
  page,
}) => {
  const shop = requiredEnv('E2E_PRODUCT_PAGE_URL');
  await verifiedCreator(page, 'products-url-gone');
  const panel = await openDialog(page);

  await panel.getByRole('tab', { name: 'From URL' }).click();
  const field = panel.getByLabel('Product page URL');
  await field.fill(`${shop}/gone`);
  await panel.getByRole('button', { name: 'Analyze URL' }).click();

  await expect(toasts(page).getByText('Analysis failed', { exact: true })).toBeVisible({
    timeout: ANALYSIS_TIMEOUT,
  });
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(
    'The address answered 404 Not Found. ' +
      'Open the address in your browser to check the page loads without signing in, ' +
      'or use From Images with the product’s photos instead.',
  );
  // Still there once the toast has gone; a new address clears it.
  await expect(toasts(page).getByText('Analysis failed', { exact: true })).toHaveCount(0, {
    timeout: 10_000,
  });
  await expect(panel.getByText('The address answered 404 Not Found.')).toBeVisible();
  await field.fill(`${shop}/products/red-leather-bag`);
  await expect(field).not.toHaveAttribute('aria-invalid', 'true');
});

test('refuses what it cannot analyse: 6 images, other files, an empty URL, content without images', async ({
  page,
}) => {
  const user = await verifiedCreator(page, 'products-limits');
  await insertContent(user.id, [{ name: 'Words only', caption: 'Words', fileKeys: [] }]);
  const panel = await openDialog(page);
  const input = panel.getByLabel('Product images');

  await input.setInputFiles(await photos(page, 6));
  await expect(toasts(page).getByText('Too many images', { exact: true })).toBeVisible();
  await expect(
    toasts(page).getByText('Maximum 5 images allowed per analysis', { exact: true }),
  ).toBeVisible();
  await expect(panel.getByRole('list', { name: 'Chosen images' })).toHaveCount(0);

  await input.setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not a picture'),
  });
  await expect(toasts(page).getByText('Invalid files', { exact: true })).toBeVisible();
  await expect(
    toasts(page).getByText('Please select valid image files', { exact: true }),
  ).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Analyze Images' })).toHaveCount(0);

  await panel.getByRole('tab', { name: 'From URL' }).click();
  await expect(panel.getByRole('button', { name: 'Analyze URL' })).toBeDisabled();

  await panel.getByRole('tab', { name: 'From Content' }).click();
  await panel.getByRole('button', { name: /^Words only\b.*\bNo images/ }).click();
  await expect(toasts(page).getByText('No Images', { exact: true })).toBeVisible();
  await expect(panel.getByText('This content has no images to analyze.').first()).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Analyze Content' })).toBeDisabled();
});

test('a failed link after creation: the product exists and the user is told', async ({ page }) => {
  const user = await verifiedCreator(page, 'products-link');
  const photo = await storedPhotoUrl(page);
  await insertContent(user.id, [
    { name: 'Lonely shot', fileKeys: [photo.replace(/^\/files\//, '')] },
  ]);
  await page.route('**/api/content/*', (route) =>
    route.request().method() === 'PATCH'
      ? route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ error: 'internal', message: 'Something went wrong' }),
        })
      : route.fallback(),
  );
  const panel = await openDialog(page);

  await panel.getByRole('tab', { name: 'From Content' }).click();
  await panel.getByRole('button', { name: /^Lonely shot\b.*\b1 image\b/ }).click();
  await panel.getByRole('button', { name: 'Analyze Content' }).click();
  const review = panel.getByRole('form', { name: 'Review the product' });
  await expect(review).toBeVisible({ timeout: ANALYSIS_TIMEOUT });
  await review.getByLabel('Name', { exact: true }).fill('Unlinked lamp');
  await review.getByRole('button', { name: 'Create Product' }).click();

  await expect(
    toasts(page).getByText('Product created, but not linked', { exact: true }),
  ).toBeVisible();
  await expect(
    panel.getByText('The product was created, but linking it to the content failed.'),
  ).toBeVisible();
  await panel.getByRole('button', { name: 'Skip Enhancement' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Unlinked lamp' })).toBeVisible();
  await expect(page.getByText(/No content for this product yet/)).toBeVisible();
});
