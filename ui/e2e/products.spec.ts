import { type Page, expect, test } from '@playwright/test';
import { type Product } from '@studio/api/contract/products';

import { csrf, newAccount, registerViaApi } from './support/accounts';
import { insertContent } from './support/database';
import { requiredEnv } from './support/env';
import { dataUrl, productPhoto } from './support/images';
import { waitForMailedLink } from './support/mail';

// The create-product dialog end to end, against the whole stack: the analyses and the packshot
// run real workflows (with the stack's local AI stand-ins), URL analysis reads the local fixture
// shop (E2E_PRODUCT_PAGE_URL), and every path ends on the product's own screen.

const ANALYSIS_TIMEOUT = 60_000;

/**
 * The toast viewport. While the dialog is open Radix hides the rest of the page, the viewport
 * too, from assistive technology (the toast is still shown, and announced through its own live
 * region), so it is found by its label rather than by role.
 */
const toasts = (page: Page) => page.locator('[role="region"][aria-label^="Notifications"]');

const PACKSHOT_TIMEOUT = 90_000;

/** A signed-in creator (the page's cookies) who followed their verification link: analysis,
 * enhancement and packshots are AI features, and those need a verified email. */
async function verifiedCreator(page: Page, label: string) {
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
async function photos(page: Page, count: number, prefix = 'photo') {
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

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Create a product' });

async function openDialog(page: Page) {
  await page.goto('/products');
  await page.getByRole('button', { name: 'Create Product' }).first().click();
  await expect(dialog(page)).toBeVisible();
  return dialog(page);
}

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

test('compresses a photo over 10 MB in the browser and says by how much', async ({ page }) => {
  // Encoding twelve megapixels in the page more than once is real CPU work: on a busy 2-core
  // machine it alone can take tens of seconds, so this test gets Playwright's slow budget.
  test.slow();
  await verifiedCreator(page, 'products-compress');
  const panel = await openDialog(page);

  // A 4000 x 3000 photo, a gradient with fine grain as a camera's sensor gives, saved as a JPEG
  // at full quality: well over 10 MB, and under it again at the first lower quality, as a real
  // photo is (pure noise would make the browser re-encode twelve megapixels five times over).
  // It is made and chosen in the page, as a drop would bring it.
  const size = await panel.getByLabel('Product images').evaluate(async (input) => {
    const canvas = document.createElement('canvas');
    canvas.width = 4000;
    canvas.height = 3000;
    const context = canvas.getContext('2d')!;
    const pixels = context.createImageData(4000, 3000);
    for (let i = 0; i < pixels.data.length; i += 4) {
      const x = (i / 4) % 4000;
      const y = Math.floor(i / 4 / 4000);
      const grain = () => (Math.random() * 2 - 1) * 16;
      pixels.data[i] = (x * 255) / 4000 + grain();
      pixels.data[i + 1] = (y * 255) / 3000 + grain();
      pixels.data[i + 2] = 128 + grain();
      pixels.data[i + 3] = 255;
    }
    context.putImageData(pixels, 0, 0);
    const blob = await new Promise<Blob>((resolve) =>
      canvas.toBlob((b) => resolve(b!), 'image/jpeg', 1),
    );
    const transfer = new DataTransfer();
    transfer.items.add(new File([blob], 'big.jpg', { type: 'image/jpeg' }));
    (input as HTMLInputElement).files = transfer.files;
    input.dispatchEvent(new Event('change', { bubbles: true }));
    return blob.size;
  });
  expect(size).toBeGreaterThan(10 * 1024 * 1024);

  // One read of the whole toast, title and text together: the toast closes itself after five
  // seconds, so a second look for its text could come after it was gone on a busy machine (a
  // fresh-clone run under load waited nine minutes for a toast already closed).
  const shown = await toasts(page)
    .locator('li')
    .filter({ hasText: 'Image compressed' })
    .textContent({ timeout: 90_000 });
  const [, before, after, quality] =
    /big\.jpg: ([\d.]+) MB → ([\d.]+) MB \(quality (\d+)%\)/.exec(shown ?? '') ?? [];
  expect(Number(before)).toBeGreaterThan(10);
  expect(Number(after)).toBeLessThanOrEqual(10);
  expect(Number(quality)).toBeLessThan(100);
  await expect(panel.getByRole('list', { name: 'Chosen images' }).getByRole('img')).toHaveCount(1);
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

test('packshot enhancement makes new content for the product and spends tokens', async ({
  page,
}) => {
  await verifiedCreator(page, 'products-packshot');
  const { credits: before } = (await (await page.request.get('/api/credits/balance')).json()) as {
    credits: number;
  };
  const panel = await openDialog(page);
  await panel.getByLabel('Product images').setInputFiles(await photos(page, 1));
  await panel.getByRole('button', { name: 'Analyze Images' }).click();
  const review = panel.getByRole('form', { name: 'Review the product' });
  await expect(review).toBeVisible({ timeout: ANALYSIS_TIMEOUT });
  await review.getByLabel('Name', { exact: true }).fill('Packshot box');
  await review.getByRole('button', { name: 'Create Product' }).click();

  const enhance = panel.getByRole('button', { name: 'Enhance Images' });
  await expect(enhance).toBeDisabled();
  await panel.getByRole('radio', { name: 'White background' }).check();
  await expect(enhance).toBeEnabled();
  await enhance.click();

  await expect(
    toasts(page).getByText('Packshot Enhanced Successfully', { exact: true }),
  ).toBeVisible({
    timeout: PACKSHOT_TIMEOUT,
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Packshot box' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Related content' }).getByRole('link')).toHaveCount(
    1,
  );
  const { credits: after } = (await (await page.request.get('/api/credits/balance')).json()) as {
    credits: number;
  };
  expect(after).toBeLessThan(before);
  await expect(page.getByRole('button', { name: `${after} tokens` })).toBeVisible();
});

test('text enhancement rewrites a description, and says so when it cannot improve one', async ({
  page,
}) => {
  // A phone's width, and the keyboard only once the review is open.
  await page.setViewportSize({ width: 360, height: 780 });
  await verifiedCreator(page, 'products-enhance');
  const panel = await openDialog(page);
  await panel.getByLabel('Product images').setInputFiles(await photos(page, 1));
  await panel.getByRole('button', { name: 'Analyze Images' }).click();
  const review = panel.getByRole('form', { name: 'Review the product' });
  await expect(review).toBeVisible({ timeout: ANALYSIS_TIMEOUT });
  const description = review.getByLabel('Description', { exact: true });

  await description.fill(
    'hand glazed stoneware mug. it holds 350 ml and it is dishwasher safe. great for slow mornings',
  );
  await review.getByRole('button', { name: 'Enhance description' }).focus();
  await page.keyboard.press('Enter');
  await expect(toasts(page).getByText('Text enhanced', { exact: true })).toBeVisible({
    timeout: ANALYSIS_TIMEOUT,
  });
  await expect(description).toHaveValue(
    'Hand glazed stoneware mug, great for slow mornings.\n\n• Dishwasher safe\n\nSpecifications\n• Holds 350 ml',
  );
  await page.screenshot({ path: test.info().outputPath('enhanced-360.png') });

  await description.fill('red box');
  await review.getByRole('button', { name: 'Enhance description' }).focus();
  await page.keyboard.press('Enter');
  await expect(
    toasts(page).getByText("We couldn't improve this text", { exact: true }),
  ).toBeVisible({ timeout: ANALYSIS_TIMEOUT });
  await expect(toasts(page).getByText(/too short to rewrite/)).toBeVisible();
  await expect(description).toHaveValue('red box');
  await page.screenshot({ path: test.info().outputPath('not-improved-360.png') });
});
