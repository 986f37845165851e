import { type Page, expect, test } from '@playwright/test';

import { csrf, newAccount, registerViaApi } from './support/accounts';
import { changeCredits, markVerified } from './support/database';
import { dataUrl, flaggedPhoto, productPhoto } from './support/images';
import { recordShownStates } from './support/shown-states';
import { zipEntries } from './support/zip';

// Batch runs against the whole stack: one snap over several products, each its own run, charged
// and refunded alone, followed live over the batch's event stream. White Packshot costs 2 tokens
// a run and new accounts get 20. A product whose photo is mostly magenta is flagged by the local
// moderator (support/images.ts), so its run fails after reserving, and gives its tokens back.

// Runs take seconds each on a quiet machine; on a busy one with two browsers, far longer.
const BATCH_TIMEOUT = 180_000;
const WHITE_PACKSHOT = /^White Packshot \(2 tokens\)$/;

async function verifiedCreator(page: Page, label: string) {
  const user = await registerViaApi(page.request, newAccount(test.info(), label));
  await markVerified(user.id);
  return user;
}

async function balance(page: Page): Promise<number> {
  const response = await page.request.get('/api/credits/balance');
  return ((await response.json()) as { credits: number }).credits;
}

/**
 * Products made through the API, one per name, each with `photo` (or, without one, a photo of its
 * own: the worker remembers cut-outs by photo, so products sharing one would all but skip their
 * cut-out after the first); their ids in order.
 */
async function createProducts(
  page: Page,
  names: string[],
  shared?: ReturnType<typeof productPhoto>,
) {
  const ids: string[] = [];
  for (const [index, name] of names.entries()) {
    const photo = shared ?? productPhoto('product.png', index * 4);
    const created = await page.request.post('/api/products/create-from-image', {
      data: { name, image: dataUrl(photo), filename: photo.name },
      headers: csrf,
    });
    expect(created.status(), await created.text()).toBe(201);
    ids.push(((await created.json()) as { id: string }).id);
  }
  return ids;
}

async function chooseWhitePackshot(page: Page) {
  // The radio is visually hidden inside its card: pick the card, as a person would.
  await page.locator('label', { has: page.getByRole('radio', { name: WHITE_PACKSHOT }) }).click();
  await expect(page.getByRole('radio', { name: WHITE_PACKSHOT })).toBeChecked();
}

const count = (page: Page, state: string) => page.getByTestId(`count-${state}`);

test('a batch of five runs to the end live; the flagged product fails and is refunded alone; the ZIP holds four images', async ({
  page,
}) => {
  test.setTimeout(BATCH_TIMEOUT + 60_000);
  await verifiedCreator(page, 'batch-five');
  await createProducts(page, ['Mug', 'Lamp', 'Vase', 'Bowl']);
  await createProducts(page, ['Poster'], flaggedPhoto());
  expect(await balance(page)).toBe(20);
  const shown = await recordShownStates(page, {
    ring: {
      selector: '[role="progressbar"][aria-label="Batch progress"]',
      attribute: 'aria-valuenow',
    },
    charged: { selector: '[data-testid="batch-charged"]' },
  });

  // From the products grid: choose them all, by keyboard for one of them.
  await page.goto('/products');
  await page.getByRole('button', { name: 'Select', exact: true }).click();
  const bar = page.getByRole('region', { name: 'Selection' });
  await bar.getByRole('button', { name: 'Select all' }).click();
  await page.getByRole('checkbox', { name: 'Poster' }).focus();
  await page.keyboard.press('Space');
  await expect(bar.getByRole('status')).toHaveText('4 chosen');
  await page.keyboard.press('Space');
  await expect(bar.getByRole('status')).toHaveText('5 chosen');
  await bar.getByRole('link', { name: 'Run a snap on 5 products' }).click();

  await expect(page).toHaveURL(/\/batches\/new\?productIds=/);
  for (const name of ['Mug', 'Lamp', 'Vase', 'Bowl', 'Poster']) {
    await expect(page.getByRole('checkbox', { name })).toBeChecked();
  }
  await chooseWhitePackshot(page);
  await expect(page.getByTestId('batch-cost')).toHaveText(
    /^5 runs × 2 tokens = 10 tokens\s*Your balance 20, 10 after this batch$/,
  );
  await page.getByRole('button', { name: 'Run on 5 products' }).click();

  await expect(page).toHaveURL(/\/batches\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('White Packshot on 5 products');
  await expect(page.getByText('Batch finished with failures')).toBeVisible({
    timeout: BATCH_TIMEOUT,
  });
  await expect(count(page, 'succeeded')).toHaveText('4');
  await expect(count(page, 'failed')).toHaveText('1');

  // Live: the ring went from nothing ended to all of it, through the runs ending one by one (a
  // local run can be quick, so the page's own record is read rather than polled).
  const values = (await shown()).map((state) => Number(state.ring[0]));
  expect(values[0]).toBeLessThan(100);
  expect(values.at(-1)).toBe(100);
  expect(new Set(values).size).toBeGreaterThan(2);
  // While runs were under way, the page said what they held (the balance already showed it).
  const charged = (await shown()).flatMap((state) => state.charged);
  expect(charged.some((text) => / · \d+ tokens held for runs under way$/.test(text))).toBe(true);

  // Each product's photo became its result, but the flagged one, which says why.
  for (const name of ['Mug', 'Lamp', 'Vase', 'Bowl']) {
    const card = page.getByRole('article', { name });
    await expect(card.getByText('Done')).toBeVisible();
    const result = card.getByRole('img', { name: `Result for ${name}` });
    await expect
      .poll(() => result.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
  }
  const poster = page.getByRole('article', { name: 'Poster' });
  await expect(poster).toContainText('Failed');
  await expect(poster).toContainText('flagged as sensitive');
  await expect(poster).toContainText('Its tokens were given back.');

  // Charged for the four that succeeded only.
  await expect(page.getByText(/^Charged:/)).toHaveText(
    'Charged: 8 tokens for 4 runs done · 1 run refunded',
  );
  expect(await balance(page)).toBe(12);
  await expect(page.getByRole('button', { name: '12 tokens' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel batch' })).toHaveCount(0);

  // One ZIP with the four results.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download 4 images (ZIP)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('White Packshot-batch.zip');
  const entries = await zipEntries(await download.path());
  expect(entries).toHaveLength(4);
  expect(entries.every((entry) => entry.size > 0)).toBe(true);

  // Found again later, from the list of the creator's batches.
  await page.getByRole('link', { name: 'All batches' }).click();
  const listed = page.getByRole('list', { name: 'Your batches' }).getByRole('link');
  await expect(listed).toHaveCount(1);
  await expect(listed).toContainText('4 done · 1 failed');
  await listed.click();
  await expect(page.getByText(/^Charged:/)).toHaveText(
    'Charged: 8 tokens for 4 runs done · 1 run refunded',
  );
});

test('cancelling a batch of ten midway cancels and refunds the runs not done', async ({ page }) => {
  test.setTimeout(BATCH_TIMEOUT + 60_000);
  await verifiedCreator(page, 'batch-cancel');
  const names = Array.from({ length: 10 }, (_, i) => `Cup ${i + 1}`);
  const ids = await createProducts(page, names);

  // Create-content's link carries the snap chosen there; the products come in the address.
  await page.goto('/create-content');
  await chooseWhitePackshot(page);
  const link = page.getByRole('link', { name: 'Run on several products' });
  await expect(link).toHaveAttribute('href', /^\/batches\/new\?snapId=[0-9a-f-]{36}$/);
  await page.goto(`${await link.getAttribute('href')}&productIds=${ids.join(',')}`);
  await expect(page.getByRole('radio', { name: WHITE_PACKSHOT })).toBeChecked();
  await expect(page.getByTestId('batch-cost')).toHaveText(
    /^10 runs × 2 tokens = 20 tokens\s*Your balance 20, 0 after this batch$/,
  );
  await page.getByRole('button', { name: 'Run on 10 products' }).click();

  // Once the first result is in, stop the rest.
  await expect(count(page, 'succeeded')).not.toHaveText('0', { timeout: BATCH_TIMEOUT });
  await page.getByRole('button', { name: 'Cancel batch' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this batch?' });
  await dialog.getByRole('button', { name: /^Cancel \d+ runs?$/ }).click();

  await expect(page.getByText('Batch cancelled')).toBeVisible({ timeout: BATCH_TIMEOUT });
  const succeeded = Number(await count(page, 'succeeded').textContent());
  const cancelled = Number(await count(page, 'cancelled').textContent());
  expect(succeeded).toBeGreaterThanOrEqual(1);
  expect(cancelled).toBeGreaterThan(0);
  expect(succeeded + cancelled).toBe(10);
  await expect(count(page, 'failed')).toHaveText('0');
  await expect(page.locator('article[data-status="cancelled"]')).toHaveCount(cancelled);
  await expect(page.locator('article[data-status="succeeded"]')).toHaveCount(succeeded);

  // Charged only for the runs that succeeded; the cancelled ones gave back what they held.
  expect(await balance(page)).toBe(20 - 2 * succeeded);
  await expect(page.getByRole('button', { name: `${20 - 2 * succeeded} tokens` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel batch' })).toHaveCount(0);
});

test('a batch the balance cannot pay for opens the Insufficient Tokens dialog, says how many runs it can, and a way to tokens', async ({
  page,
}) => {
  const user = await verifiedCreator(page, 'batch-short');
  const ids = await createProducts(page, ['Jar', 'Tin', 'Box', 'Cup']);
  await changeCredits(user.id, 5 - (await balance(page)));
  await page.setViewportSize({ width: 360, height: 780 });

  await page.goto(`/batches/new?productIds=${ids.join(',')}`);
  await chooseWhitePackshot(page);
  const panel = page.getByRole('complementary', { name: '4. Start' });
  await expect(panel.getByRole('alert')).toContainText('Your balance pays for 2 of these 4 runs.');
  // Four pictures in the panel, and still no sideways scrolling on a phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // The API says the same (402), and the spec's Insufficient Tokens dialog says it on screen.
  const [answer] = await Promise.all([
    page.waitForResponse((response) => response.url().endsWith('/api/batches')),
    panel.getByRole('button', { name: 'Run on 4 products' }).click(),
  ]);
  expect(answer.status()).toBe(402);
  expect(await answer.json()).toMatchObject({ affordable: 2, currentTokens: 5 });
  const dialog = page.getByRole('dialog', { name: 'Insufficient Tokens' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('tokens-required')).toHaveText('8');
  await expect(dialog.getByTestId('tokens-current')).toHaveText('5');
  await expect(dialog.getByRole('link', { name: 'View Plans' })).toHaveAttribute(
    'href',
    '/subscription',
  );
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(panel.getByRole('alert')).toContainText('Your balance pays for 2 of these 4 runs.');
  await expect(panel.getByRole('link', { name: 'Get more tokens' })).toHaveAttribute(
    'href',
    '/subscription',
  );

  await panel.getByRole('button', { name: 'Keep the first 2' }).click();
  await expect(page.getByRole('checkbox', { name: 'Box' })).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Cup' })).not.toBeChecked();
  await expect(page.getByTestId('batch-cost')).toHaveText(/2 runs × 2 tokens = 4 tokens/);
  await expect(panel.getByRole('alert')).toHaveCount(0);
  expect(await balance(page)).toBe(5);
});
