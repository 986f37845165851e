import { type Page, expect, test } from '@playwright/test';

import { newAccount, registerViaApi, toasts } from './support/accounts';
import { expectNotCovering } from './support/covering';
import { feedbackRecords, markVerified } from './support/database';
import { dataUrl, productPhoto } from './support/images';
import { storePendingDemo } from './support/pending-demo';

// The feedback snackbar after real content: each test's new account runs its free demo (stored
// as if started on the landing page), whose success asks the server whether to show the
// snackbar. The server's records (support/database.ts) show what each answer told it.

const GENERATION_TIMEOUT = 60_000;
const DAY_MS = 24 * 60 * 60 * 1000;

async function snackbarAfterDemo(page: Page, label: string) {
  await storePendingDemo(page, { image: dataUrl(productPhoto()), workflow: 'White Packshot' });
  const user = await registerViaApi(page.request, newAccount(test.info(), label));
  await page.goto('/content');
  await expect(page).toHaveURL(/\/content\/[0-9a-f-]{36}$/, { timeout: GENERATION_TIMEOUT });
  const contentId = new URL(page.url()).pathname.split('/').pop()!;
  const snackbar = page.getByRole('dialog', { name: 'How was your new content?' });
  await expect(snackbar).toBeVisible();
  return { user, contentId, snackbar };
}

test.describe('feedback snackbar', () => {
  test.setTimeout(120_000);

  test('Good with a comment is sent and thanked for', async ({ page }) => {
    const { user, contentId, snackbar } = await snackbarAfterDemo(page, 'fb-good');

    await snackbar.getByRole('button', { name: 'Good' }).click();
    await expect(snackbar).toContainText('You rated it Good.');
    await snackbar.getByLabel('Anything to add? (optional)').fill('  Crisp and clean.  ');
    await snackbar.getByRole('button', { name: 'Submit' }).click();

    await expect(
      toasts(page).getByText('Thanks for your feedback!', { exact: true }),
    ).toBeVisible();
    await expect(snackbar).toBeHidden();
    const { prompt, submissions } = await feedbackRecords(user.id);
    expect(submissions).toEqual([
      { content_id: contentId, rating: 'Good', comment: 'Crisp and clean.' },
    ]);
    expect(prompt?.last_shown_at).toBeTruthy();
  });

  test('Back returns to the rating; Bad without a comment sends null', async ({ page }) => {
    const { user, contentId, snackbar } = await snackbarAfterDemo(page, 'fb-bad');

    await snackbar.getByRole('button', { name: 'Good' }).click();
    await snackbar.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(snackbar.getByRole('button', { name: 'Submit' })).toHaveCount(0);
    await snackbar.getByRole('button', { name: 'Bad' }).click();
    await snackbar.getByRole('button', { name: 'Submit' }).click();

    await expect(
      toasts(page).getByText('Thanks for your feedback!', { exact: true }),
    ).toBeVisible();
    const { submissions } = await feedbackRecords(user.id);
    expect(submissions).toEqual([{ content_id: contentId, rating: 'Bad', comment: null }]);
  });

  test('a failed submission says so and keeps the form', async ({ page }) => {
    const { user, snackbar } = await snackbarAfterDemo(page, 'fb-submit-fails');
    await page.route('**/api/feedback-tracking/submit-feedback', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"error":"boom","message":"Boom"}',
      }),
    );

    await snackbar.getByRole('button', { name: 'Good' }).click();
    await snackbar.getByRole('button', { name: 'Submit' }).click();

    await expect(toasts(page).getByText('Error', { exact: true })).toBeVisible();
    await expect(
      toasts(page).getByText('Failed to submit feedback. Please try again.', { exact: true }),
    ).toBeVisible();
    await expect(snackbar.getByRole('button', { name: 'Submit' })).toBeVisible();
    expect((await feedbackRecords(user.id)).submissions).toEqual([]);
  });

  for (const [button, label] of [
    ['Not now', 'fb-not-now'],
    ['Close feedback', 'fb-close'],
  ] as const) {
    test(`${button} snoozes it for a week`, async ({ page }) => {
      const { user, snackbar } = await snackbarAfterDemo(page, label);

      await snackbar.getByRole('button', { name: button }).click();

      await expect(snackbar).toBeHidden();
      await expect
        .poll(async () => (await feedbackRecords(user.id)).prompt?.snoozed_until?.getTime() ?? 0)
        .toBeGreaterThan(Date.now() + 6 * DAY_MS);
      expect((await feedbackRecords(user.id)).submissions).toEqual([]);
    });
  }

  test("at 1280 × 800 it covers neither the image nor Delete; Don't show again opts out", async ({
    page,
  }) => {
    const { user, snackbar } = await snackbarAfterDemo(page, 'fb-opt-out');

    await page.setViewportSize({ width: 1280, height: 800 });
    const image = page.getByRole('figure', { name: 'Image' }).getByRole('img');
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    const targets = [image, page.getByRole('button', { name: 'Delete', exact: true })];
    const clear = () => expectNotCovering(snackbar, targets);
    await clear();
    // And scrolled to the end of the page.
    await page.mouse.wheel(0, 5000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await clear();

    await snackbar.getByRole('button', { name: "Don't show again" }).click();

    await expect(snackbar).toBeHidden();
    await expect
      .poll(async () => (await feedbackRecords(user.id)).prompt?.opted_out_at)
      .toBeTruthy();
    const shouldShow = await page.request.get('/api/feedback-tracking/should-show');
    expect(await shouldShow.json()).toEqual({ shouldShow: false });
  });

  test('left unanswered, it comes back on the next result', async ({ page }) => {
    const { user, snackbar } = await snackbarAfterDemo(page, 'fb-unanswered');
    await markVerified(user.id);

    // The creator moves on without answering: a reload, as leaving and coming back would.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(snackbar).toHaveCount(0);

    // Their next result: the server asks again, since the last prompt went unanswered.
    const photo = productPhoto('second.png', 8);
    await page.goto('/create-content');
    await page.getByLabel('Upload an image').setInputFiles(photo);
    await expect(page.getByRole('img', { name: `Chosen image: ${photo.name}` })).toBeVisible();
    const packshot = page.getByRole('radio', { name: /^White Packshot \(2 tokens\)$/ });
    await page.locator('label', { has: packshot }).click();
    await page.getByRole('button', { name: 'Generate for 2 tokens' }).click();
    await expect(page).toHaveURL(/\/content\/[0-9a-f-]{36}$/, { timeout: GENERATION_TIMEOUT });
    await expect(snackbar).toBeVisible();
    expect((await feedbackRecords(user.id)).submissions).toEqual([]);
  });

  test('at 360 × 780, with the verification banner, most of the new result stays in view', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    const { snackbar } = await snackbarAfterDemo(page, 'fb-phone');
    const banner = page.getByRole('region', { name: 'Email verification' });
    await expect(banner).toBeVisible();
    const image = page.getByRole('figure', { name: 'Image' }).getByRole('img');
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);

    // The banner is one short row; the snackbar two rows above the bottom bar.
    expect((await banner.boundingBox())!.height).toBeLessThanOrEqual(64);
    expect((await snackbar.boundingBox())!.height).toBeLessThanOrEqual(140);
    // Between them, at least half of the image is there to see as the page opens.
    const shown = (await image.boundingBox())!;
    const covered = (await snackbar.boundingBox())!;
    const inView = Math.min(shown.y + shown.height, covered.y) - Math.max(shown.y, 0);
    expect(inView).toBeGreaterThanOrEqual(shown.height / 2);
  });

  test('dismissing still works when the server fails', async ({ page }) => {
    const { user, snackbar } = await snackbarAfterDemo(page, 'fb-dismiss-fails');
    const failed: string[] = [];
    await page.route('**/api/feedback-tracking/dont-show-again', async (route) => {
      failed.push(route.request().url());
      await route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"error":"boom","message":"Boom"}',
      });
    });

    await snackbar.getByRole('button', { name: "Don't show again" }).click();

    await expect(snackbar).toBeHidden();
    await expect.poll(() => failed.length).toBe(1);
    await expect(toasts(page).getByText('Error', { exact: true })).toHaveCount(0);
    expect((await feedbackRecords(user.id)).prompt?.opted_out_at ?? null).toBeNull();
  });
});
