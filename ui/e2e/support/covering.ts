import { type Locator, expect } from '@playwright/test';

/**
 * Fails when `cover` (a toast, a snackbar: something floating) lies over any of `targets` as they
 * are laid out now: what the user needs next must be in view and clickable.
 */
export async function expectNotCovering(cover: Locator, targets: Locator[]) {
  await expect(cover).toBeVisible();
  const box = (await cover.boundingBox())!;
  for (const target of targets) {
    const other = (await target.boundingBox())!;
    const overlaps =
      box.x < other.x + other.width &&
      other.x < box.x + box.width &&
      box.y < other.y + other.height &&
      other.y < box.y + box.height;
    expect(overlaps, `${String(cover)} covers ${String(target)}`).toBe(false);
  }
}
