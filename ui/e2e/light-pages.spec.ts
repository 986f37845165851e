import { expect, test } from '@playwright/test';

import { csrf, newAccount, registerViaApi } from './support/accounts';
import { insertContent } from './support/database';
import { dataUrl, encodePng } from './support/images';

/** A 1024 × 1024 photo-like PNG (gradients and grain), about the size of a generated result. */
function resultSizedPhoto(seed: number) {
  const buffer = encodePng(1024, 1024, (x, y) => {
    const grain = ((x * 73856093) ^ (y * 19349663) ^ (seed * 83492791)) & 31;
    return [(x / 4 + grain + seed * 40) & 255, (y / 4 + grain) & 255, ((x + y) / 8 + grain) & 255];
  });
  return { name: `result-${seed}.png`, mimeType: 'image/png', buffer };
}

test('the content grid downloads resized WebP thumbnails, not the full-size images', async ({
  page,
}) => {
  const user = await registerViaApi(page.request, newAccount(test.info(), 'light-content'));
  const photos = [1, 2, 3, 4].map(resultSizedPhoto);
  const created = await page.request.post('/api/products/create-from-images', {
    data: { name: 'Holder', description: '', images: photos.map(dataUrl) },
    headers: csrf,
  });
  expect(created.status(), await created.text()).toBe(201);
  const { imageUrls } = (await created.json()) as { imageUrls: string[] };
  await insertContent(
    user.id,
    imageUrls.map((url, i) => ({
      name: `Result ${i + 1}`,
      fileKeys: [url.slice('/files/'.length)],
    })),
  );
  const originalBytes = photos.reduce((sum, photo) => sum + photo.buffer.length, 0);

  const fetched: { url: string; bytes: number; type: string }[] = [];
  page.on('response', async (response) => {
    if (!new URL(response.url()).pathname.startsWith('/files/')) return;
    fetched.push({
      url: response.url(),
      bytes: (await response.body()).length,
      type: response.headers()['content-type'] ?? '',
    });
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/content');
  const thumbnails = page.getByRole('main').locator('img');
  await expect(thumbnails).toHaveCount(4);
  await expect
    .poll(() =>
      thumbnails.evaluateAll((images) =>
        images.every(
          (i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth > 0,
        ),
      ),
    )
    .toBe(true);
  await expect.poll(() => fetched.length).toBe(4);

  for (const { url, type } of fetched) {
    expect(new URL(url).searchParams.get('format')).toBe('webp');
    expect(Number(new URL(url).searchParams.get('width'))).toBeLessThanOrEqual(640);
    expect(type).toBe('image/webp');
  }
  const thumbnailBytes = fetched.reduce((sum, { bytes }) => sum + bytes, 0);
  console.log(
    `4 thumbnails: ${(thumbnailBytes / 1024).toFixed(0)} KB against ${(originalBytes / 1024).toFixed(0)} KB of originals`,
  );
  expect(thumbnailBytes * 10).toBeLessThan(originalBytes);
});
