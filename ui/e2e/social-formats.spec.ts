import { readFile } from 'node:fs/promises';

import { type Page, expect, test } from '@playwright/test';

import { newAccount, registerViaApi } from './support/accounts';
import { axe } from './support/axe';
import { markVerified } from './support/database';
import { balanceOf } from './support/executions';
import { imageSize } from './support/image-size';
import { createProduct } from './support/products';

// Social formats (issue 19) against the whole stack: a creator ticks the three formats by
// keyboard, runs White Packshot on a product (2 tokens, the formats 1 more), goes from the
// packshot to the formats the run also made, and downloads each: every file is exactly the size
// its label says. Then another style on the same product is one click away.

const RUN_TIMEOUT = 60_000;
const WHITE_PACKSHOT = /^White Packshot \(2 tokens\)$/;
const FORMATS = [
  { label: 'Square 1080×1080', width: 1080, height: 1080, file: /-square-1080x1080\.png$/ },
  { label: 'Story 1080×1920', width: 1080, height: 1920, file: /-story-1080x1920\.png$/ },
  { label: 'Landscape 1200×628', width: 1200, height: 628, file: /-landscape-1200x628\.png$/ },
];

/** On a phone the screen passes axe and does not scroll sideways; then back to the desktop. */
async function expectFitsAPhone(page: Page, where: string) {
  await page.setViewportSize({ width: 360, height: 780 });
  const { violations } = await axe(page).analyze();
  expect(
    violations.map(({ id, nodes }) => `${id}: ${nodes[0]?.target.join(' ')}`),
    where,
  ).toEqual([]);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${where}: page width`).toBeLessThanOrEqual(360);
  await page.setViewportSize({ width: 1280, height: 720 });
}

async function creatorWithProduct(page: Page): Promise<string> {
  const user = await registerViaApi(page.request, newAccount(test.info(), 'formats'));
  await markVerified(user.id);
  return createProduct(page.request, 'Amber serum');
}

test('a creator ticks three formats, runs a snap, and downloads each at its exact size', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const productId = await creatorWithProduct(page);
  const start = await balanceOf(page.request);

  await page.goto(`/create-content?productId=${productId}`);
  await expect(page.getByRole('radio', { name: 'Amber serum' })).toBeChecked();
  await page.locator('label', { has: page.getByRole('radio', { name: WHITE_PACKSHOT }) }).click();
  const formats = page.getByRole('group', { name: 'Social formats (optional)' });
  await expect(formats).toContainText('+1 token for any or all');
  // Ticked with the keyboard: Tab reaches each box and Space ticks it.
  await formats.getByRole('checkbox', { name: FORMATS[0]!.label }).focus();
  for (const [i, format] of FORMATS.entries()) {
    if (i > 0) await page.keyboard.press('Tab');
    const box = formats.getByRole('checkbox', { name: format.label });
    await expect(box).toBeFocused();
    await page.keyboard.press('Space');
    await expect(box).toBeChecked();
  }
  await expect(page.getByLabel('Cost of this run')).toContainText('Total3 tokens');

  const [execute] = await Promise.all([
    page.waitForRequest((request) => request.url().endsWith('/api/snaps/execute')),
    page.getByRole('button', { name: 'Generate for 3 tokens' }).click(),
  ]);
  expect(execute.postDataJSON()).toMatchObject({
    productId,
    formats: ['square', 'story', 'landscape'],
  });

  // The run opens the packshot; the formats it also made are one click away.
  await expect(page).toHaveURL(/\/content\/[0-9a-f-]{36}$/, { timeout: RUN_TIMEOUT });
  const also = page.getByRole('region', { name: 'Also from this run' });
  await expect(also.getByRole('link', { name: /Social formats/ })).toContainText(
    'Square, Story and Landscape',
  );
  await expectFitsAPhone(page, 'the packshot');
  await also.getByRole('link', { name: /Social formats/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Social formats' })).toBeVisible();

  const figures = page.getByRole('list', { name: 'Images' }).getByRole('figure');
  await expect(figures).toHaveCount(3);
  for (const [i, format] of FORMATS.entries()) {
    const figure = figures.nth(i);
    const image = figure.getByRole('img', { name: `Social formats: ${format.label}` });
    await expect
      .poll(() => image.evaluate((el) => (el as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    await expect(figure).toContainText(`${format.width} × ${format.height} px`);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      figure.getByRole('link', { name: `Download ${format.label}` }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(format.file);
    const bytes = await readFile(await download.path());
    expect(imageSize(bytes), format.label).toEqual({ width: format.width, height: format.height });
  }
  expect(await balanceOf(page.request)).toBe(start - 3);

  await expectFitsAPhone(page, 'the formats');

  // Another style: create-content opens with the same product chosen.
  await page.getByRole('link', { name: 'Try another style' }).click();
  await expect(page).toHaveURL(new RegExp(`/create-content\\?productId=${productId}$`));
  await expect(page.getByRole('radio', { name: 'Amber serum' })).toBeChecked();
});
