import { type Page, expect, test } from '@playwright/test';

import { newAccount, registerViaApi } from './support/accounts';
import { markVerified } from './support/database';
import { encodePng, productPhoto } from './support/images';
import { imageSize } from './support/image-size';

// Issue 33 (5): the creator chooses the result's shape (square, 4:5 portrait, the photo's own)
// and HD (2048 px, +1 token) where the photo is large enough. The stack's standard side is
// 512 px (PACKSHOT_SIZE); White Packshot costs 2 tokens; new accounts have 20.

const RUN_TIMEOUT = 60_000;
const WHITE_PACKSHOT = /^White Packshot \(2 tokens\)$/;

async function chooseUploadAndPackshot(page: Page, photo: ReturnType<typeof productPhoto>) {
  await page.goto('/create-content');
  await page.getByLabel('Upload an image').setInputFiles(photo);
  await expect(page.getByRole('img', { name: `Chosen image: ${photo.name}` })).toBeVisible();
  await page.locator('label', { has: page.getByRole('radio', { name: WHITE_PACKSHOT }) }).click();
}

/** The size of the first image of the content the run's page shows. */
async function resultSize(page: Page) {
  await expect(page).toHaveURL(/\/content\/[0-9a-f-]{36}$/, { timeout: RUN_TIMEOUT });
  const id = page.url().split('/').pop()!;
  const content = (await (await page.request.get(`/api/content/${id}`)).json()) as {
    contentUrls: string[];
  };
  return imageSize(await (await page.request.get(content.contentUrls[0]!)).body());
}

test('a 4:5 portrait from a small photo, which cannot be HD', async ({ page }) => {
  test.setTimeout(120_000);
  await markVerified((await registerViaApi(page.request, newAccount(test.info(), 'shape'))).id);
  await chooseUploadAndPackshot(page, productPhoto('small.png'));

  const field = page.getByRole('group', { name: 'Shape and size' });
  await expect(field.getByRole('checkbox', { name: 'HD' })).toBeDisabled();
  await expect(field).toContainText(
    'Needs a photo at least 1536 px on its longer side; this one is 320 px.',
  );
  await field.getByRole('radio', { name: /Portrait/ }).check();
  const execute = page.waitForRequest('**/api/snaps/execute');
  await page.getByRole('button', { name: 'Generate for 2 tokens' }).click();
  expect((await execute).postDataJSON()).toMatchObject({
    output: { shape: 'portrait', hd: false },
  });
  expect(await resultSize(page)).toEqual({ width: 410, height: 512 });
});

test('HD from a large photo, priced on the way', async ({ page }) => {
  test.setTimeout(120_000);
  await markVerified((await registerViaApi(page.request, newAccount(test.info(), 'hd'))).id);
  const large = {
    name: 'large.png',
    mimeType: 'image/png',
    buffer: encodePng(1600, 1200, (x, y) =>
      x >= 560 && x < 1040 && y >= 260 && y < 940 ? [40, 110, 160] : [232, 232, 232],
    ),
  };
  await chooseUploadAndPackshot(page, large);

  const field = page.getByRole('group', { name: 'Shape and size' });
  await expect(field).toContainText('2048 px, +1 token.');
  await field.getByRole('checkbox', { name: 'HD' }).check();
  const cost = page.getByLabel('Cost of this run');
  await expect(cost).toContainText('HD+1 token');
  await expect(cost).toContainText('Total3 tokens');
  await page.getByRole('button', { name: 'Generate for 3 tokens' }).click();
  expect(await resultSize(page)).toEqual({ width: 2048, height: 2048 });
});
