import { type APIRequestContext, type Locator, type Page, expect, test } from '@playwright/test';

import { csrf, newAccount, registerViaApi, toasts } from './support/accounts';
import { type ContentFixture, insertContent } from './support/database';

// Real files for the content rows: one free demo run once (a real workflow stores a real
// packshot), whose file every test's own account then reuses through inserted rows.
let fileKey: string;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await registerViaApi(context.request, newAccount(test.info(), 'content-donor'));
    const image = await productPhoto(page);
    const snaps = (await (await context.request.get('/api/snaps')).json()) as {
      id: string;
      name: string;
    }[];
    const snap = snaps.find((s) => s.name === 'White Packshot') ?? snaps[0];
    expect(snap, 'a seeded snap').toBeDefined();
    const response = await context.request.post('/api/snaps/execute-demo', {
      data: { snapId: snap!.id, inputs: { image } },
      headers: csrf,
      timeout: 90_000,
    });
    expect(response.status(), await response.text()).toBe(200);
    const { content } = (await response.json()) as { content: { contentUrls: string[] } };
    fileKey = content.contentUrls[0]!.replace(/^\/files\//, '');
  } finally {
    await context.close();
  }
});

/** A product photo as a PNG data URL: a red box on a light-grey backdrop, drawn in the page. */
function productPhoto(page: Page): Promise<string> {
  return page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 400;
    canvas.height = 300;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#e6e6e6';
    context.fillRect(0, 0, 400, 300);
    context.fillStyle = '#c0392b';
    context.fillRect(133, 75, 134, 150);
    return canvas.toDataURL('image/png');
  });
}

/** A new signed-in account (the page's cookies) with `items` as its content, oldest first. */
async function creatorWith(page: Page, items: Omit<ContentFixture, 'fileKeys'>[], slides = 1) {
  const user = await registerViaApi(page.request, newAccount(test.info(), 'content'));
  const ids = await insertContent(
    user.id,
    items.map((item) => ({
      ...item,
      fileKeys: Array.from({ length: item.type === 'carousel' ? slides : 1 }, () => fileKey),
    })),
  );
  return { user, ids };
}

async function createProduct(request: APIRequestContext, name: string): Promise<string> {
  const response = await request.post('/api/products', {
    data: { name, description: 'A product for the content tests.', imageUrls: [] },
    headers: csrf,
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

const grid = (page: Page) => page.getByRole('list', { name: 'Your content' }).getByRole('article');

/** Whether an <img> really loaded its file (the API served it to this user). */
const loaded = (image: Locator) =>
  image.evaluate(
    (el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth,
  );

test('shows 12 items, and the next page once scrolled near the bottom', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  const names = Array.from({ length: 14 }, (_, i) => `Shot ${String(i + 1).padStart(2, '0')}`);
  await creatorWith(
    page,
    names.map((name) => ({ name })),
  );
  const pagesAsked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/content') pagesAsked.push(url.searchParams.get('page') ?? '');
  });

  await page.goto('/content');

  await expect(grid(page)).toHaveCount(12);
  // Newest first.
  await expect(grid(page).first()).toHaveAccessibleName('Shot 14');
  await expect(grid(page).nth(11)).toHaveAccessibleName('Shot 03');
  expect(pagesAsked).toEqual(['1']);
  // Each card shows the item's first image, really served.
  await expect.poll(() => loaded(grid(page).first().locator('img'))).toBeGreaterThan(0);

  await page.mouse.wheel(0, 20_000);

  await expect(grid(page)).toHaveCount(14);
  await expect(grid(page).last()).toHaveAccessibleName('Shot 01');
  expect(pagesAsked).toEqual(['1', '2']);
  await expect(page.getByText("You've seen all 14 items.")).toBeVisible();
});

test('opens an item: its image, its download and its caption to copy', async ({ page }) => {
  const { ids } = await creatorWith(page, [{ name: 'Summer packshot', caption: 'Hello summer' }]);
  await page.goto('/content');

  await grid(page).getByRole('link', { name: 'Summer packshot' }).click();

  await expect(page).toHaveURL(`/content/static_image/${ids[0]}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Summer packshot' })).toBeVisible();
  const image = page.getByRole('img', { name: 'Summer packshot' });
  await expect(image).toHaveAttribute('src', `/files/${fileKey}`);
  await expect.poll(() => loaded(image)).toBeGreaterThan(0);
  await expect(page.getByRole('link', { name: 'Download image' })).toHaveAttribute(
    'download',
    'summer-packshot.png',
  );
  await expect(page.getByText('Hello summer')).toBeVisible();

  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Copy caption' }).click();
  await expect(toasts(page).getByText('Copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('Hello summer');
});

test('links an item to a product, then unlinks it', async ({ page }) => {
  const { ids } = await creatorWith(page, [{ name: 'Hat on sand' }]);
  const productId = await createProduct(page.request, 'Sun hat');
  await page.goto(`/content/${ids[0]}`);

  const panel = page.getByRole('region', { name: 'Product' });
  await panel
    .getByRole('combobox', { name: 'Link to a product' })
    .selectOption({ label: 'Sun hat' });
  await panel.getByRole('button', { name: 'Link product' }).click();

  await expect(toasts(page).getByText('Product linked')).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Sun hat' })).toHaveAttribute(
    'href',
    `/products/${productId}`,
  );

  // The list shows the product on the card, straight away.
  await page.getByRole('link', { name: 'All content' }).click();
  await expect(
    grid(page).filter({ hasText: 'Hat on sand' }).getByRole('link', { name: 'Product: Sun hat' }),
  ).toBeVisible();

  await page.goto(`/content/${ids[0]}`);
  await panel.getByRole('button', { name: 'Unlink' }).click();
  await expect(toasts(page).getByText('Product unlinked')).toBeVisible();
  await expect(panel.getByRole('combobox', { name: 'Link to a product' })).toBeVisible();
});

test('a carousel has slides to move through, and a story its 9:16 frame', async ({ page }) => {
  const { ids } = await creatorWith(
    page,
    [
      { name: 'Beach carousel', type: 'carousel' },
      { name: 'Beach story', type: 'story' },
    ],
    3,
  );

  await page.goto(`/content/carousel/${ids[0]}`);
  const carousel = page.getByRole('region', { name: 'Beach carousel' });
  const first = carousel.getByRole('img', { name: 'Beach carousel, image 1 of 3' });
  await expect(first).toBeVisible();
  await expect.poll(() => loaded(first)).toBeGreaterThan(0);
  await carousel.getByRole('button', { name: 'Next slide' }).click();
  await expect(carousel.getByRole('img', { name: 'Beach carousel, image 2 of 3' })).toBeVisible();
  await expect(first).toBeHidden();
  await carousel.getByLabel(/use the arrow keys/).focus();
  await page.keyboard.press('ArrowRight');
  await expect(carousel.getByRole('img', { name: 'Beach carousel, image 3 of 3' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Download image [123]$/ })).toHaveCount(3);

  await page.goto(`/content/story/${ids[1]}`);
  const frame = page.getByRole('figure', { name: 'Story' });
  const box = await frame.boundingBox();
  expect(box!.height / box!.width).toBeCloseTo(16 / 9, 1);
  const story = frame.getByRole('img', { name: 'Beach story' });
  await expect.poll(() => loaded(story)).toBeGreaterThan(0);
});

test('the video screen says when the content is not a video', async ({ page }) => {
  const { ids } = await creatorWith(page, [{ name: 'Still image' }]);

  await page.goto(`/content/video/${ids[0]}`);

  await expect(page.getByRole('heading', { level: 1, name: 'Not a video' })).toBeVisible();
  await expect(page.getByText('This content is not a video')).toBeVisible();
  await page.getByRole('link', { name: 'Open its page' }).click();
  await expect(page).toHaveURL(`/content/static_image/${ids[0]}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Still image' })).toBeVisible();
});

test('an id that is not theirs reads as not found', async ({ page }) => {
  await creatorWith(page, []);
  await page.goto('/content/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { level: 1, name: 'Content not found' })).toBeVisible();
});
