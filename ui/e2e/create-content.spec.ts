import { type Page, expect, test } from '@playwright/test';
import { type CreditHistoryPage } from '@studio/api/contract/billing';

import { newAccount, registerViaApi, toasts } from './support/accounts';
import { expectNotCovering } from './support/covering';
import { changeCredits, markVerified } from './support/database';
import { flaggedPhoto, productPhoto } from './support/images';
import { createProduct } from './support/products';
import { recordShownStates } from './support/shown-states';

// Running a snap for tokens against the whole stack: the upload, the live progress over the
// execution's event stream, the charge, and the refund when the run fails. A failing run uses
// the local moderator's test marker: a mostly magenta #FF00FF photo is flagged (E005) by the
// image-input step, after the tokens were reserved, so they are given back (see
// support/images.ts). White Packshot costs 2 tokens (its packshot step); new accounts get 20.

const RUN_TIMEOUT = 60_000;
const WHITE_PACKSHOT = /^White Packshot \(2 tokens\)$/;

async function verifiedCreator(page: Page, label: string) {
  const account = newAccount(test.info(), label);
  const user = await registerViaApi(page.request, account);
  await markVerified(user.id);
  return user;
}

async function balance(page: Page): Promise<number> {
  const response = await page.request.get('/api/credits/balance');
  return ((await response.json()) as { credits: number }).credits;
}

async function chooseUploadAndPackshot(page: Page, photo = productPhoto()) {
  await page.goto('/create-content');
  await page.getByLabel('Upload an image').setInputFiles(photo);
  await expect(page.getByRole('img', { name: `Chosen image: ${photo.name}` })).toBeVisible();
  // The radio is visually hidden inside its card: pick the card, as a person would.
  await page.locator('label', { has: page.getByRole('radio', { name: WHITE_PACKSHOT }) }).click();
  await expect(page.getByRole('radio', { name: WHITE_PACKSHOT })).toBeChecked();
}

test('a snap runs with live progress to a finished content item, charged once', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await verifiedCreator(page, 'create');
  const start = await balance(page);
  expect(start).toBe(20);
  const streams: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/executions\/[^/]+\/events$/.test(request.url())) streams.push(request.url());
  });

  const shown = await recordShownStates(page, {
    bar: {
      selector: '[role="progressbar"][aria-label="Generation progress"]',
      attribute: 'aria-valuenow',
    },
    steps: { selector: 'ol[aria-label="Workflow steps"] > li' },
  });

  await chooseUploadAndPackshot(page);
  // The snaps come by category, with their tags and cost.
  await expect(page.getByRole('tab', { name: 'Packshots' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Lifestyle' })).toBeVisible();
  // Each built-in snap's card shows its cover, a picture the pipeline made, loaded.
  const card = page.locator('label', { has: page.getByRole('radio', { name: WHITE_PACKSHOT }) });
  const cover = card.locator('img');
  await expect(cover).toHaveAttribute('src', /\/files\/[0-9a-f]{64}\.jpg/);
  await expect
    .poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Generate for 2 tokens' }).click();

  // Done: the new content opens, and the pill shows the one charge.
  await expect(page).toHaveURL(/\/content\/[0-9a-f-]{36}$/, { timeout: RUN_TIMEOUT });
  const image = page.getByRole('main').getByRole('img').first();
  await expect
    .poll(() => image.evaluate((el) => (el as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0);
  await expect(page.getByRole('button', { name: `${start - 2} tokens` })).toBeVisible();
  expect(await balance(page)).toBe(start - 2);
  expect(streams).toHaveLength(1);

  // Live: the page showed the progress bar and the workflow's steps, each with its state, up to
  // the finished run (a local run may pass through all of it within a second, so the page's own
  // record is read rather than polled).
  const states = await shown();
  expect(states.length).toBeGreaterThan(0);
  expect(states.every((state) => state.bar.length === 1)).toBe(true);
  expect(states.at(-1)).toEqual({
    bar: ['100'],
    steps: [
      expect.stringMatching(/^Image input.*Done$/),
      expect.stringMatching(/^Packshot.*Done$/),
      expect.stringMatching(/^Content output.*Done$/),
    ],
  });

  // Full size: zoomed and moved with the keyboard, then compared with the photo it started from.
  await page.getByRole('button', { name: /Full size$/ }).click();
  const viewer = page.getByRole('dialog', { name: 'White Packshot' });
  const zoomed = viewer.locator('.react-transform-component');
  const scale = async () =>
    Number(/scale\(([\d.]+)\)/.exec((await zoomed.getAttribute('style')) ?? '')?.[1] ?? 1);
  expect(await scale()).toBe(1);
  await page.keyboard.press('+');
  await expect.poll(scale).toBeGreaterThan(1);
  await page.keyboard.press('0');
  await expect.poll(scale).toBe(1);
  await viewer.getByRole('button', { name: 'Before / after' }).click();
  for (const name of ['Original photo', 'White Packshot']) {
    const picture = viewer.getByRole('img', { name });
    await expect
      .poll(() => picture.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
  }
  const slider = viewer.getByRole('slider');
  await slider.focus();
  const before = await slider.getAttribute('aria-valuenow');
  await page.keyboard.press('ArrowLeft');
  await expect(slider).not.toHaveAttribute('aria-valuenow', before!);
  await page.keyboard.press('Escape');
  await expect(viewer).toHaveCount(0);

  // The ledger agrees: the run is one line of the history, charged its cost once, and its
  // entries (hold, then charge) add up to that cost.
  const history = (await (
    await page.request.get('/api/credit-transactions?page=1&limit=20')
  ).json()) as CreditHistoryPage;
  const runs = history.items.filter((item) => item.type === 'run');
  expect(runs).toHaveLength(1);
  expect(runs[0]).toMatchObject({ outcome: 'charged', amount: -2, held: 2 });
  expect(runs[0]!.entries.reduce((sum, entry) => sum + entry.amount, 0)).toBe(-2);

  // And the creator reads it as one line with its cost: "Snap · White Packshot · −2".
  await page.goto('/credit-transactions');
  const line = historyLine(page, 0);
  await expect(line.getByRole('cell').nth(0)).toHaveText('Snap');
  await expect(line.getByRole('cell').nth(1)).toContainText('White Packshot');
  await expect(line.getByRole('cell').nth(2)).toHaveText('\u22122');
});

/** The `index`th line of the token history (newest first). */
function historyLine(page: Page, index: number) {
  return page
    .getByRole('table', { name: 'Token transactions' })
    .getByRole('row')
    .nth(index + 1);
}

test('a failing run says so and gives the tokens back', async ({ page }) => {
  test.setTimeout(120_000);
  await verifiedCreator(page, 'create-fail');
  const start = await balance(page);

  await chooseUploadAndPackshot(page, flaggedPhoto());
  await page.getByRole('button', { name: 'Generate for 2 tokens' }).click();

  const alert = page.getByRole('alert');
  await expect(alert).toContainText('flagged as sensitive and cannot be processed', {
    timeout: RUN_TIMEOUT,
  });
  await expect(alert).toContainText('Your 2 tokens were refunded.');
  await expect(
    page.getByRole('list', { name: 'Workflow steps' }).getByRole('listitem').first(),
  ).toContainText('Failed');
  await expect(page).toHaveURL(/\/create-content$/);
  await expect(page.getByRole('button', { name: `${start} tokens` })).toBeVisible();
  expect(await balance(page)).toBe(start);

  // The history shows the run once, refunded, 0 net, and why; the hold and the refund on demand.
  await page.goto('/credit-transactions');
  const line = historyLine(page, 0);
  await expect(line.getByRole('cell').nth(0)).toHaveText('Refunded');
  await expect(line.getByRole('cell').nth(1)).toContainText('White Packshot');
  await expect(line.getByRole('cell').nth(1)).toContainText(
    'The photo was flagged as sensitive content.',
  );
  await expect(line.getByRole('cell').nth(2)).toHaveText('0');
  await line.getByRole('button', { name: 'Details of the White Packshot run' }).click();
  const entries = page
    .getByRole('list', { name: 'Ledger entries of this run' })
    .getByRole('listitem');
  await expect(entries).toHaveCount(2);
  await expect(entries.nth(0)).toContainText('Held when the run started\u22122');
  await expect(entries.nth(1)).toContainText('Refunded: the held tokens came back+2');
});

test('a snap that costs more than the balance opens the Insufficient Tokens dialog', async ({
  page,
}) => {
  const user = await verifiedCreator(page, 'create-short');
  await changeCredits(user.id, 1 - (await balance(page)));

  await chooseUploadAndPackshot(page);
  await page.getByRole('button', { name: 'Generate for 2 tokens' }).click();

  const dialog = page.getByRole('dialog', { name: 'Insufficient Tokens' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('tokens-required')).toHaveText('2');
  await expect(dialog.getByTestId('tokens-current')).toHaveText('1');
  await expect(dialog.getByTestId('tokens-additional')).toHaveText('1');
  await expect(page.getByRole('list', { name: 'Workflow steps' })).toHaveCount(0);
  await dialog.getByRole('link', { name: 'View Plans' }).click();
  await expect(page).toHaveURL(/\/subscription$/);
  expect(await balance(page)).toBe(1);
});

test('an unverified creator is told to verify and sent to the account settings', async ({
  page,
}) => {
  await registerViaApi(page.request, newAccount(test.info(), 'create-unverified'));

  await chooseUploadAndPackshot(page);
  await page.getByRole('button', { name: 'Generate for 2 tokens' }).click();

  await expect(
    toasts(page).getByText('Email Verification Required', { exact: true }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/settings\?section=account$/);
  expect(await balance(page)).toBe(20);
});

test("a snap runs on a product's main image and the content is linked to it", async ({ page }) => {
  test.setTimeout(120_000);
  await verifiedCreator(page, 'create-product');
  const productId = await createProduct(page.request, 'Amber serum');

  await page.goto(`/create-content?productId=${productId}`);
  await expect(page.getByRole('radio', { name: 'Amber serum' })).toBeChecked();
  await page.locator('label', { has: page.getByRole('radio', { name: WHITE_PACKSHOT }) }).click();
  const [execute] = await Promise.all([
    page.waitForRequest((request) => request.url().endsWith('/api/snaps/execute')),
    page.getByRole('button', { name: 'Generate for 2 tokens' }).click(),
  ]);
  expect(execute.postDataJSON()).toMatchObject({ productId, inputs: {} });

  await expect(page).toHaveURL(/\/content\/[0-9a-f-]{36}$/, { timeout: RUN_TIMEOUT });
  const contentId = new URL(page.url()).pathname.split('/').pop()!;
  const content = (await (await page.request.get(`/api/content/${contentId}`)).json()) as {
    productId: string | null;
  };
  expect(content.productId).toBe(productId);
});

test('on a phone the cost and Generate stay in reach, and Generate shows the run', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await verifiedCreator(page, 'create-phone');
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/create-content');
  const photo = productPhoto();
  await page.getByLabel('Upload an image').setInputFiles(photo);
  await expect(page.getByRole('img', { name: `Chosen image: ${photo.name}` })).toBeVisible();
  // The gallery's first snap: the Generate panel is below every snap, far out of view.
  const whitePackshot = page.getByRole('radio', { name: WHITE_PACKSHOT });
  await page.locator('label', { has: whitePackshot }).click();
  await expect(whitePackshot).toBeChecked();

  // The bar at the bottom holds what the panel would do.
  const panel = page.getByRole('complementary', { name: '3. Generate' });
  await expect(panel).not.toBeInViewport();
  const bar = page.getByRole('region', { name: 'Generate shortcut' });
  await expect(bar.getByText('White Packshot', { exact: true })).toBeVisible();
  await expect(bar.getByText('2 tokens', { exact: true })).toBeVisible();
  const generate = bar.getByRole('button', { name: 'Generate' });
  await expect(generate).toBeInViewport();
  await expect(generate).toBeEnabled();
  // Clear of the tab bar and of its raised create button, which rises above the tab bar.
  const quickNav = page.getByRole('navigation', { name: 'Quick navigation' });
  await expectNotCovering(bar, [quickNav, quickNav.getByRole('button', { name: 'Create' })]);

  // The longest snap name with every format ticked: each of its lines shown whole, none cut.
  const sunlit = page.getByRole('radio', { name: /^Sunlit Shadow Play/ });
  await page.locator('label', { has: sunlit }).click();
  for (const format of ['Square', 'Story', 'Landscape']) {
    await panel.getByRole('checkbox', { name: new RegExp(`^${format}`) }).check();
  }
  await panel.getByRole('radio', { name: 'Photo’s own' }).check();
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(panel).not.toBeInViewport();
  await expect(bar.getByText('Sunlit Shadow Play', { exact: true })).toBeVisible();
  await expect(bar.getByText('+ 3 formats · 5 tokens', { exact: true })).toBeVisible();
  for (const line of await bar.locator('p > span').all()) {
    const cut = await line.evaluate(
      (el) => el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1,
    );
    expect(cut, `${await line.textContent()} is cut`).toBe(false);
  }
  await expectNotCovering(bar, [quickNav, quickNav.getByRole('button', { name: 'Create' })]);
  await page.locator('label', { has: whitePackshot }).click();
  for (const format of ['Square', 'Story', 'Landscape']) {
    await panel.getByRole('checkbox', { name: new RegExp(`^${format}`) }).uncheck();
  }
  await page.evaluate(() => window.scrollTo(0, 0));

  // With reduced motion the jump to the run is instant: what is checked is where it lands, not
  // how fast a smooth scroll goes beside a run that may end within it.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await generate.click();
  await expect(panel.getByRole('progressbar', { name: 'Generation progress' })).toBeInViewport();
  await expect(bar).toHaveCount(0);
  await expect(page).toHaveURL(/\/content\/[0-9a-f-]{36}$/, { timeout: RUN_TIMEOUT });
});
