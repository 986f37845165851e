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

/** Puts a settled page in the state to check: a menu open, a dialog on a tab, details shown. */
export type PageState = { name: string; open: (page: Page) => Promise<void> };

/**
 * No violation on `path` (in `state`, when given) at a desktop and a phone width, each checked
 * once its loading is over (the screen people use, not a spinner), and no sideways scrolling.
 */
export async function expectNoViolations(page: Page, path: string, state?: PageState) {
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    await page.goto(path);
    await settled(page);
    if (state) await state.open(page);
    await expectNoViolationsNow(page, `${path}${state ? ` (${state.name})` : ''}`, size.width);
  }
}

/** No violation in the page as it is now (a run under way, say), at its present width. */
export async function expectNoViolationsNow(page: Page, label: string, width: number) {
  const { violations } = await axe(page).analyze();
  const found = violations.map(({ id, help, nodes }) => ({
    id,
    help,
    nodes: nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
  }));
  expect(found, `${label} at ${width} px`).toEqual([]);
  if (width < 640) {
    // On a phone a list reads as cards with its key fields (DataTable's stackOnPhone), not as a
    // table cut to its first columns that the reader scrolls sideways.
    expect(await tablesScrolledSideways(page), `${label}: tables at ${width} px`).toEqual([]);
  }
  const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  if (pageWidth > width) {
    expect(await widerThanPage(page, width), `${label}: page width at ${width} px`).toEqual([]);
  }
}

/** The innermost elements that reach past the right edge: what makes a phone scroll sideways. */
function widerThanPage(page: Page, width: number): Promise<string[]> {
  return page.evaluate((edge) => {
    const past = [...document.body.querySelectorAll('*')].filter(
      (element) => element.getBoundingClientRect().right > edge + 1,
    );
    return past
      .filter((element) => !past.some((other) => other !== element && element.contains(other)))
      .slice(0, 5)
      .map((element) => {
        const { right } = element.getBoundingClientRect();
        const text = (element.textContent ?? '').trim().slice(0, 60);
        return `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}"> "${text}" ends at ${Math.round(right)} px`;
      });
  }, width);
}

/**
 * The tables whose region scrolls sideways (lists a phone would cut), each named with the
 * innermost cells' content that reaches past the region's edge.
 */
function tablesScrolledSideways(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('[role=region]')]
      .filter(
        (region) => region.querySelector('table') && region.scrollWidth > region.clientWidth + 1,
      )
      .map((region) => {
        const labelledBy = region.getAttribute('aria-labelledby');
        const name =
          region.getAttribute('aria-label') ??
          (labelledBy ? document.getElementById(labelledBy)?.textContent : null) ??
          region.querySelector('caption')?.textContent ??
          'a table';
        const edge = region.getBoundingClientRect().right;
        const past = [...region.querySelectorAll('td *, th *')].filter(
          (element) => element.getBoundingClientRect().right > edge + 1,
        );
        const innermost = past
          .filter((element) => !past.some((other) => other !== element && element.contains(other)))
          .slice(0, 3)
          .map(
            (element) =>
              `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}"> "${(element.textContent ?? '').trim().slice(0, 40)}"`,
          );
        return `${name}: ${innermost.join(', ') || 'the table itself'}`;
      }),
  );
}
