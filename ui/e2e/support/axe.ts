import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';

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
