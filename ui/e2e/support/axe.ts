import AxeBuilder from '@axe-core/playwright';
import { type Page, expect } from '@playwright/test';

/**
 * axe-core as every spec runs it: every rule axe runs by default, plus the experimental
 * label-in-name rule (WCAG 2.5.3) that the product walk found broken. Add `.include(…)` to check
 * part of the page, then `.analyze()`.
 *
 * - Legacy mode runs `axe.run` in the page itself. The default runs `axe.runPartial` in every
 *   frame and then opens a blank page to finish in, so as to reach cross-origin frames; the app
 *   embeds none, and that extra page cost 250 of each check's 850 ms.
 * - Only violations are asked for in full: axe then details one node of each passing or
 *   inapplicable rule instead of every node (its documented speed-up), and checks the same.
 */
export function axe(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode().options({
    rules: { 'label-content-name-mismatch': { enabled: true } },
    resultTypes: ['violations'],
  });
}

export const WIDTHS = [
  { width: 1280, height: 900 },
  { width: 360, height: 780 },
];

async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
}

/**
 * No violation on `path` at a desktop and a phone width, each checked once its loading is over (the
 * screen people use, not a spinner), and no sideways scrolling at the phone width.
 */
export async function expectNoViolations(page: Page, path: string) {
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    await page.goto(path);
    await settled(page);
    const { violations } = await axe(page).analyze();
    const found = violations.map(({ id, help, nodes }) => ({
      id,
      help,
      nodes: nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
    }));
    expect(found, `${path} at ${size.width} px`).toEqual([]);
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(pageWidth, `${path}: page width at ${size.width} px`).toBeLessThanOrEqual(size.width);
  }
}
