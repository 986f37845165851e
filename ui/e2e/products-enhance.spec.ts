import { expect, test } from '@playwright/test';

import {
  ANALYSIS_TIMEOUT,
  openDialog,
  photos,
  toasts,
  verifiedCreator,
} from './support/product-dialog';

// The create-product dialog's work on what a creator gives it, against the whole stack: a photo
// over 10 MB compressed in the browser, packshot enhancement (a real workflow that spends
// tokens) and text enhancement. Creating products every way is products.spec.ts.

const PACKSHOT_TIMEOUT = 90_000;

test.describe.configure({ timeout: 180_000 });

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
