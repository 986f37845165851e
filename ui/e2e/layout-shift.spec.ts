import { type Page, expect, test } from '@playwright/test';

import { csrf, newAccount, registerViaApi } from './support/accounts';
import { dataUrl, productPhoto } from './support/images';

/**
 * Cumulative layout shift (the Core Web Vitals measure, from Chromium's layout-shift entries) of a
 * first visit, counted until the page has settled: its requests done and its images drawn. Good
 * is at most 0.1; we hold these pages to 0.05.
 */
async function layoutShiftOf(page: Page, path: string): Promise<number> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect
    .poll(() => page.evaluate(() => Array.from(document.images).every((image) => image.complete)))
    .toBe(true);
  return page.evaluate(() =>
    (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((a, b) => a + b, 0),
  );
}

const SIZES = [
  { width: 1280, height: 800 },
  { width: 360, height: 780 },
];

for (const size of SIZES) {
  test(`the landing page does not shift as it loads, at ${size.width} px`, async ({ page }) => {
    await page.setViewportSize(size);
    expect(await layoutShiftOf(page, '/')).toBeLessThanOrEqual(0.05);
  });

  test(`create-content does not shift as it loads, at ${size.width} px`, async ({ page }) => {
    await registerViaApi(page.request, newAccount(test.info(), `cls-${size.width}`));
    // A product, so the image step has pictures to load.
    const created = await page.request.post('/api/products/create-from-images', {
      data: { name: 'Red Leather Bag', description: '', images: [dataUrl(productPhoto())] },
      headers: csrf,
    });
    expect(created.status(), await created.text()).toBe(201);
    await page.setViewportSize(size);
    expect(await layoutShiftOf(page, '/create-content')).toBeLessThanOrEqual(0.05);
  });
}
